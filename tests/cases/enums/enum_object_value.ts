enum Color { Red, Green = 5, Blue }
enum Dir { Up = "UP", Down = "DOWN" }
console.log(Color, Dir, Color[5], Object.keys(Color), Object.values(Dir));
for (const k of Object.keys(Dir) as (keyof typeof Dir)[]) console.log(k, Dir[k]);
const c: Color = Color.Blue;
switch (c) { case Color.Red: console.log("r"); break; default: console.log("other", c, Color[c]); }
function isDir(s: string): s is Dir { return (Object.values(Dir) as string[]).includes(s); }
console.log(isDir("UP"), isDir("left"));
const m = new Map<Color, string>([[Color.Red, "#f00"]]);
console.log(m.get(Color.Red), m);
console.log(JSON.stringify({ c: Color.Green, d: Dir.Down }));
enum Mixed { A = 1, B = "bee" }
console.log(Object.entries(Color), Object.entries(Dir), Mixed);
function listEnum(e: Record<string, string | number>): string[] { return Object.keys(e); }
console.log(listEnum(Dir), listEnum(Color));
const copy: Record<string, string> = { ...Dir };
console.log(copy, JSON.stringify(Color));
