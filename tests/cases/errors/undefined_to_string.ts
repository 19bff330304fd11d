// undefined is not a string under strict null checks.
function label(id: number): string {
  return "item" + id;
}
let name: string = label(1);
name = undefined; // expect error: Type 'undefined' is not assignable to type 'string'.
console.log(name);
