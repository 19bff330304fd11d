enum Tag { Int = 1, Str = 2 }
let x: Tag.Int = Tag.Int;
type A = { tag: Tag.Int; v: number };
type B = { tag: Tag.Str; v: string };
type F = A | B;
function show(f: F): string {
  if (f.tag === Tag.Int) return `int ${f.v.toFixed(1)}`;
  return `str ${f.v.toUpperCase()}`;
}
console.log(x, show({ tag: Tag.Int, v: 2 }));
