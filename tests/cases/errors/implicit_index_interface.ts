// An interface's or a class's type has no implicit index signature (tsc): it fits only Record<string, any>;
// a type alias's fits when every property fits the value type.
interface User { name: string; age: number }
class Acct { id = 1; }
type Bad = { a: string; b: number };
function dump(o: Record<string, unknown>): number { return Object.keys(o).length; }
function nums(o: { [k: string]: number }): number { return Object.keys(o).length; }
const u: User = { name: "a", age: 1 };
const bad: Bad = { a: "x", b: 1 };
console.log(dump(u)); // expect error: Argument of type 'User' is not assignable to parameter of type 'Record<string, unknown>'.
console.log(dump(new Acct())); // expect error: Argument of type 'Acct' is not assignable to parameter of type 'Record<string, unknown>'.
console.log(nums(bad)); // expect error: Argument of type 'Bad' is not assignable to parameter of type '{ [x: string]: number; }'.
