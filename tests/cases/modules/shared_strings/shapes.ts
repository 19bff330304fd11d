// Discriminated shapes made in this module; main.ts switches over their kinds.
export type Shape =
  | { kind: "circle"; r: number }
  | { kind: "square"; side: number }
  | { kind: "rect"; w: number; h: number }
  | { kind: "tri"; base: number; height: number };

export function makeShapes(n: number): Shape[] {
  const out: Shape[] = [];
  for (let i = 0; i < n; i++) {
    switch (i % 4) {
      case 0: out.push({ kind: "circle", r: i }); break;
      case 1: out.push({ kind: "square", side: i }); break;
      case 2: out.push({ w: i, kind: "rect", h: 2 }); break;
      default: out.push({ base: i, height: 3, kind: "tri" }); break;
    }
  }
  return out;
}

export const WORDS = ["a", "b", "ab", "é", "x", "", "undefined", "circle"];
export const LONG = "a constant string longer than sixty-four bytes, so it stays private to its module";
