// typeof through properties: typeof a.b, typeof a.b.c, of object literals, as-const objects and class instances.
const cfg = { server: { port: 8080, host: "h", tls: { on: false } }, tags: ["a"] };
type Port = typeof cfg.server.port;
const p: Port = 9000;
let h: typeof cfg.server.host = "y";
const tls: typeof cfg.server.tls = { on: true };
const tag: (typeof cfg.tags)[number] = "z";
const MODES = { fast: { level: 1 }, slow: { level: 9 } } as const;
type Fast = typeof MODES.fast.level;
const lv: Fast = 1;
class Pt { pos = { x: 1, y: 2 }; name = "p"; }
const pt = new Pt();
const px: typeof pt.pos.x = 5;
function show(o: typeof cfg.server): string { return `${o.host}:${o.port}`; }
console.log(p, h, tls, tag, lv, px, show(cfg.server));
