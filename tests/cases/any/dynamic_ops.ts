// Values of type any: property access, indexing, method calls, operators and printing follow JavaScript.
const cfg: any = JSON.parse(`{
  "name": "kiln-demo", "version": 3, "debug": false, "ratio": 0.25,
  "servers": [{"host": "a.example", "port": 8080, "weight": 2}, {"host": "b.example", "port": 8081, "weight": 1}],
  "labels": {"team": "compilers", "tier": "gold"}, "empty": null, "list": [3, 1, 2], "text": "  Hello, World  "
}`);

// property reads, chains and indexing
console.log(cfg.name, cfg.version, cfg.debug, cfg.ratio, cfg.empty, cfg.missing);
console.log(cfg.servers[1].host, cfg["labels"]["team"], cfg.servers.length, cfg.name.length, cfg.list[5]);
const key = "tier";
console.log(cfg.labels[key], cfg.list[0] + cfg.list[2], cfg.name[0], cfg.text.length);

// typeof, equality, truthiness
console.log(typeof cfg, typeof cfg.name, typeof cfg.version, typeof cfg.debug, typeof cfg.empty, typeof cfg.nope, typeof cfg.list);
console.log(cfg.version === 3, cfg.version == 3, cfg.name === "kiln-demo", cfg.empty === null, cfg.nope === undefined, cfg.debug !== false);
if (cfg.empty) console.log("empty is truthy"); else console.log("empty is falsy");
if (cfg.servers && cfg.servers.length) console.log("has servers");
console.log(!cfg.debug, !!cfg.name, cfg.empty ?? "fallback", cfg.name || "none", cfg.debug && "never");

// arithmetic and + follow JS conversions
console.log(cfg.version * 2, cfg.version - 1, cfg.version / 4, cfg.version % 2, cfg.ratio * 100, -cfg.version);
console.log(cfg.version + 1, cfg.version + "1", "v" + cfg.version, cfg.name + "!", cfg.list + "", cfg.labels + "");
console.log(cfg.debug + 1, cfg.empty + 1, cfg.version + cfg.ratio, 10 - cfg.list[1], cfg.version > 2, cfg.name < "z");
const n: number = cfg.version + 0.5;
const s: string = cfg.name + "-x";
console.log(n, s);

// methods of strings, numbers and arrays
console.log(cfg.text.trim(), cfg.text.trim().toUpperCase(), cfg.name.split("-"), cfg.name.indexOf("demo"));
console.log(cfg.ratio.toFixed(3), cfg.version.toString(), cfg.name.replace("demo", "prod"), cfg.name.startsWith("kiln"));
console.log(cfg.list.join("|"), cfg.list.includes(2), cfg.list.indexOf(1), cfg.list.slice(1));
const hosts = cfg.servers.map((srv: any) => srv.host + ":" + srv.port);
console.log(hosts);
const heavy = cfg.servers.filter((srv: any) => srv.weight > 1);
console.log(heavy.length, heavy[0].host);
const totalWeight = cfg.servers.reduce((acc: any, srv: any) => acc + srv.weight, 0);
console.log(totalWeight, cfg.servers.some((srv: any) => srv.port === 8081), cfg.servers.every((srv: any) => srv.port > 9000));
console.log(cfg.servers.find((srv: any) => srv.weight === 1).host, cfg.servers.findIndex((srv: any) => srv.host === "zzz"));
cfg.servers.forEach((srv: any, i: any) => console.log(i, srv.host));

// writes
cfg.version = 4;
cfg.labels.tier = "silver";
cfg.list[3] = 4;
cfg.list.push(5, 6);
console.log(cfg.version, cfg.labels, cfg.list, cfg.list.length);
console.log(cfg.list.pop(), cfg.list.shift(), cfg.list);

// for...of, template literals, console.log and JSON.stringify of any values
for (const srv of cfg.servers) console.log(`${srv.host} weighs ${srv.weight}`);
for (const x of cfg.list) console.log(x * 10);
console.log(`${cfg.labels.team}/${cfg.list}/${cfg.empty}/${cfg.debug}`);
console.log(JSON.stringify(cfg.labels), JSON.stringify(cfg.servers[0]), JSON.stringify(cfg.list));
console.log(cfg.servers);

// any flowing into typed code and back
function describe(v: any): string {
  if (typeof v === "string") return "string(" + v.length + ")";
  if (typeof v === "number") return "number(" + v.toFixed(1) + ")";
  if (Array.isArray(v)) return "array(" + v.length + ")";
  if (v === null) return "null";
  if (typeof v === "object") return "object";
  return typeof v;
}
for (const k of ["name", "version", "list", "empty", "labels", "debug", "nothing"]) console.log(k, describe(cfg[k]));
const port: number = cfg.servers[0].port;
const host: string = cfg.servers[0].host;
const flag: boolean = cfg.debug;
console.log(port + 1, host.toUpperCase(), flag);
let acc: any = 0;
for (let i = 0; i < 5; i++) acc = acc + i;
console.log(acc);
acc = "s";
acc = acc + 1;
console.log(acc);
const mixed: any[] = [1, "two", null, [3], { four: 4 }];
for (const m of mixed) console.log(typeof m, m);
