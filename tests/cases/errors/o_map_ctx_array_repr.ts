// A callback whose array result (not a fresh one) has another representation than the
// context wants (F[] where a (number | F)[] is expected) made invalid IR (an
// internal error); it now keeps its own type and the conversion is refused.
class F { constructor(public n: number) {} }
function of(values: (number | F)[][]): number { return values.flat().length; }
const a: F[][] = [[new F(1), new F(2)]];
console.log(of(a.map((row) => row))); // expect error: unsupported: converting an array of type 'F[][]' to type '(number | F)[][]'
