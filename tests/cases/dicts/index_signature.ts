// Interfaces and type literals with index signatures, alone and beside known members.
interface HeaderMap {
  [name: string]: string;
}

interface Config {
  name: string;
  version: number;
  [key: string]: string | number;
}

type Scores = { [player: string]: number[] };

function describe(h: HeaderMap): string {
  const parts: string[] = [];
  for (const k in h) parts.push(`${k}=${h[k]}`);
  return parts.join("; ");
}

const h: HeaderMap = { "content-type": "text/plain", accept: "*/*" };
h["x-request-id"] = "abc123";
h.host = "example.com";
console.log(h);
console.log(describe(h));
console.log(h["accept"], h.accept, "host" in h, "cookie" in h);

const cfg: Config = { name: "kiln", version: 3, mode: "fast", retries: 2 };
cfg.version += 1;
cfg["extra"] = "yes";
console.log(cfg.name.toUpperCase(), cfg.version * 10, cfg["mode"], cfg.retries);
console.log(cfg);
console.log(JSON.stringify(cfg));

const scores: Scores = {};
function record(player: string, points: number): void {
  if (!(player in scores)) scores[player] = [];
  scores[player].push(points);
}
record("ann", 10);
record("bob", 7);
record("ann", 12);
record("cy", 3);
record("bob", 9);
console.log(scores);
for (const p of Object.keys(scores)) {
  const total = scores[p].reduce((a, b) => a + b, 0);
  console.log(p, scores[p].length, total);
}
delete scores["cy"];
console.log(Object.keys(scores), scores.cy === undefined);

// Numeric index signatures: keys are strings at run time, integer keys first in order.
const byId: { [id: number]: string } = {};
byId[30] = "thirty";
byId[4] = "four";
byId[100] = "hundred";
byId[0.5] = "half";
byId[-1] = "minus one";
console.log(byId);
console.log(byId[4], byId[30], Object.keys(byId));
