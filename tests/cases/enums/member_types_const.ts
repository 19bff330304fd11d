const enum Tag { Int = 1, Str = 2 }
type F = { tag: Tag.Int; v: number } | { tag: Tag.Str; v: string };
function show(f: F): string {
  switch (f.tag) {
    case Tag.Int: return `int ${f.v.toFixed(1)}`;
    case Tag.Str: return `str ${f.v.toUpperCase()}`;
  }
}
const xs: F[] = [{ tag: Tag.Int, v: 2 }, { tag: Tag.Str, v: "a" }];
console.log(xs.map(show));
