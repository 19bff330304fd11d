// The exact points where a one-line object or array breaks into several lines.
// One entry at the top level: breaks when the entry is 68 characters or longer.
console.log({ k: "x".repeat(62) });
console.log({ k: "x".repeat(63) });
// Three entries: each additional entry costs its separator.
console.log({ a: 1, b: 2, k: "x".repeat(50) });
console.log({ a: 1, b: 2, k: "x".repeat(51) });
// A class name counts towards the width.
class Pt {
  constructor(public k: string) {}
}
class LongerClassName {
  constructor(public k: string) {}
}
console.log(new Pt("x".repeat(59)));
console.log(new Pt("x".repeat(60)));
console.log(new LongerClassName("x".repeat(47)));
console.log(new LongerClassName("x".repeat(48)));
// Arrays with up to six entries.
console.log(["x".repeat(60), "y"]);
console.log(["x".repeat(61), "y"]);
// Nesting adds indentation to the budget of the inner object.
console.log({ o: { k: "x".repeat(55) } });
console.log({ o: { k: "x".repeat(56) } });
console.log([[{ k: "x".repeat(51) }]]);
console.log([[{ k: "x".repeat(52) }]]);
// Strings in a second console.log argument do not change the layout of the first.
console.log({ k: "x".repeat(62) }, { k: "y".repeat(62) });
