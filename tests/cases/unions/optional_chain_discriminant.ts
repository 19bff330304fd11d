type Shape = { kind: "circle"; r: number } | { kind: "square"; side: number };
function area(s: Shape | undefined): number {
  switch (s?.kind) {
    case "circle": return Math.round(Math.PI * s.r * s.r);
    case "square": return s.side * s.side;
    default: return -1;
  }
}
function describe(s: Shape | null): string {
  if (s?.kind === "circle") return `circle ${s.r}`;
  if (s?.kind !== "square") return `nothing ${s === null}`;
  return `square ${s.side}`;
}
console.log(area({ kind: "circle", r: 2 }), area({ kind: "square", side: 3 }), area(undefined));
console.log(describe({ kind: "circle", r: 1 }), describe({ kind: "square", side: 4 }), describe(null));
const list: (Shape | undefined)[] = [{ kind: "square", side: 2 }, undefined];
for (const x of list) if (x?.kind === "square") console.log("side", x.side);
