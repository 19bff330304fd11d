// A string enum only accepts its members, not equal strings.
enum Color { Red = "RED", Green = "GREEN" }
let c: Color = Color.Red;
c = "GREEN"; // expect error: Type '"GREEN"' is not assignable to type 'Color'.
console.log(c);
