// join and String() on arrays containing null, undefined, nested arrays, objects and booleans.
const a: (number | null | undefined)[] = [1, null, undefined, 2];
console.log(a.join(), a.join("|"), String(a), `${a}`);
const nested: number[][][] = [[[1], [2, 3]], [], [[]], [[4]]];
console.log(nested.join(";"), String(nested), nested.length);
console.log([true, false].join(" & "), [0, -0, NaN].join(), [1e21, 1e-7, 123.456].join(" "));

// Objects join as [object Object] unless they have toString.
class Temp {
  constructor(public c: number) {}
  toString(): string {
    return this.c + "°C";
  }
}
console.log([new Temp(20), new Temp(-3.5)].join(", "), [{ k: 1 }].join(), String([new Temp(0)]));

// Arrays in string concatenation.
console.log("list: " + [1, 2, 3], "empty: [" + [] + "]", "nested: " + [[1, 2], [3]]);

// Holes become empty strings in join.
const holes: number[] = new Array(3);
holes[1] = 7;
console.log(holes.join("-"), "[" + holes.join() + "]");

// toString and join() agree.
const xs = ["a", "b"];
console.log(xs.toString() === xs.join(), xs.toString(), [[["deep"]]].toString());
