interface AB { a: number; b: number }
const base: AB = { a: 1, b: 2 };
function set(k: "a" | "c", v: number): AB {
  return { ...base, [k]: v }; // expect error: only a key of string literal type naming properties the object already has
}
console.log(set("c", 3));
