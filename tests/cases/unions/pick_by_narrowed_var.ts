type G = { k: "a"; v: number } | { k: "l"; v: G[] };
function read2(k0: string): G {
  const k = k0 + "";
  switch (k) {
    case "a": return { k, v: 1 };
    case "l": return { k, v: [] };
    default: throw new Error("bad");
  }
}
const g: G = { k: "l", v: [] };
console.log(read2("a"), read2("l"), g);
