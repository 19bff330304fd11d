// A dictionary's values all have its value type.
const ages: Record<string, number> = { ann: 31 };
ages["bob"] = "forty"; // expect error: Type 'string' is not assignable to type 'number'.
console.log(ages);
