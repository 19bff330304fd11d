// An object literal 'as const' keeps its literal property types (readonly), so
// indexing it with a key union gives the union of its values, as in tsc.
type Dir = "north" | "south";
const OPP = { north: "south", south: "north" } as const;
function opp(d: Dir): Dir { return OPP[d]; }
const LABEL: Record<Dir, string> = { north: "N", south: "S" };
const l: string = LABEL["north"];
console.log(opp("north"), l, OPP.north);
const CFG = { name: "svc", port: 8080, debug: false, nested: { level: "high", n: -1 }, tags: ["a", "b"] } as const;
type Level = "high" | "low";
const lv: Level = "high";
const p: 8080 = CFG.port;
console.log(CFG, JSON.stringify(CFG), { ...CFG, port: 1 }, lv, p, Object.keys(CFG), CFG.tags.length);
const STATUS = { OK: 200, NOT_FOUND: 404 } as const;
type Status = (typeof STATUS)[keyof typeof STATUS];
const s: Status = STATUS.OK;
function label(code: Status) { return code === 200 ? "ok" : "missing"; }
console.log(label(s), label(STATUS.NOT_FOUND), Object.values(STATUS).map(label));
