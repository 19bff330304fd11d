// Map<string, number> is not a Map<string, string>.
const counts = new Map<string, number>();
const names: Map<string, string> = counts; // expect error: Type 'Map<string, number>' is not assignable to type 'Map<string, string>'.
console.log(names);
