// keyof typeof E (the member names) and E[k] for such a k (the member, chosen at run time).
enum Color { Red = "RED", Green = "GREEN", Blue = "BLUE" }
enum Dir { Up = 1, Down, Left = 10 }
type ColorName = keyof typeof Color;
const names = Object.keys(Color) as ColorName[];
console.log(names.map(n => Color[n]), names.map(n => `${n}=${Color[n]}`).join(","));
const dn = (Object.keys(Dir) as (keyof typeof Dir)[]).filter(k => isNaN(Number(k)));
console.log(dn, dn.map(k => Dir[k] * 2));
function parse(s: string): Color | undefined {
  const k = s as ColorName;
  return Object.keys(Color).includes(k) ? Color[k] : undefined;
}
console.log(parse("Green"), parse("Pink"));
const pick: keyof typeof Dir = Math.random() < 2 ? "Left" : "Up";
const d: Dir = Dir[pick];
console.log(pick, d, Dir[d]);
