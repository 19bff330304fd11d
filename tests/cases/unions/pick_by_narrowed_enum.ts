enum Tag { Int = 1, Str = 2, List = 3 }
type F = { tag: Tag.Int; v: number } | { tag: Tag.Str; v: string } | { tag: Tag.List; v: F[] };
class R { i = 0; byte(): number { return ++this.i; } }
function read(r: R): F {
  const tag = r.byte();
  switch (tag) {
    case Tag.Int: return { tag, v: 1 };
    case Tag.Str: return { tag, v: "s" };
    case Tag.List: return { tag, v: Array.from({ length: 0 }, () => read(r)) };
    default: throw new TypeError(`bad tag ${tag}`);
  }
}
const r = new R();
console.log(read(r), read(r), read(r));
