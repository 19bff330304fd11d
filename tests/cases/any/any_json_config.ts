try { JSON.parse("{x"); } catch (e: any) { console.log(e.message, e.name, e instanceof SyntaxError); }
function risky(n: number): number { if (n > 1) throw new RangeError("too big: " + n); return n; }
try { risky(5); } catch (err: any) { console.log(`${err.name}: ${err.message}`, err.stack.split("\n")[0]); }
const cfg: any = JSON.parse('{"db":{"host":"h","port":5432},"flags":["a","b"]}');
const port: number = cfg.db.port;
console.log(port + 1, cfg.flags.length, cfg.flags.join("+"), cfg.missing?.deep ?? "none", Object.keys(cfg));
for (const [k, v] of Object.entries(cfg.db)) console.log(k, v);
const list: any[] = [1, "two", { three: 3 }, [4]];
console.log(list.map(x => typeof x), list.filter(x => typeof x === "number").length);
let anyVal: any = 5;
anyVal = "now a string";
console.log(anyVal.toUpperCase(), anyVal.length);
const fn: any = (a: any, b: any) => a + b;
console.log(fn(1, 2), fn("a", "b"));
const arr: any = JSON.parse("[10, 20]");
console.log(Object.keys(arr), Object.values(arr), Object.entries(cfg.flags));
console.log(cfg.db?.host, cfg.nothing?.x?.y, cfg?.flags?.[1]);
