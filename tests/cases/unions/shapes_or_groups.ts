// Discriminated object members beside an array of them: Array.isArray first,
// then switch on the discriminant.
interface Circle { kind: "circle"; r: number }
interface Rect { kind: "rect"; w: number; h: number }
type Shape = Circle | Rect;
type Drawing = Shape | Drawing[];

function area(d: Drawing): number {
  if (Array.isArray(d)) return d.reduce((a: number, x) => a + area(x), 0);
  switch (d.kind) {
    case "circle": return Math.PI * d.r * d.r;
    case "rect": return d.w * d.h;
  }
}
function describe(d: Drawing, indent: string): string[] {
  if (!Array.isArray(d)) return [indent + (d.kind === "circle" ? `circle r=${d.r}` : `rect ${d.w}x${d.h}`)];
  const out = [indent + `group of ${d.length}`];
  for (const x of d) out.push(...describe(x, indent + "  "));
  return out;
}
const pic: Drawing = [{ kind: "rect", w: 2, h: 3 }, [{ kind: "circle", r: 1 }, { kind: "rect", w: 1, h: 1 }], []];
console.log(area(pic).toFixed(4));
console.log(describe(pic, "").join("\n"));
const single: Drawing = { kind: "circle", r: 2 };
console.log(area(single).toFixed(2), describe(single, "> "));
console.log(JSON.stringify(pic));
