// A function-typed property (not a method) compares its parameters
// contravariantly under strictFunctionTypes, as tsc does.
interface P { f: (x: unknown) => void }
class Q { f = (x: number) => { console.log(x); }; }
const p: P = new Q(); // expect error: Type 'Q' is not assignable to type 'P'.
p.f(1);
