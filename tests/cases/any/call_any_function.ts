function add(a: number, b: number): number { return a + b; }
const f: any = add;
console.log(f(1, 2), typeof f, f);
const greet: any = (name: string, punct?: string) => "hi " + name + (punct ?? "!");
console.log(greet("bob"), greet("amy", "?"));
const handlers: Record<string, any> = { sum: add, shout: (s: string): string => s.toUpperCase() };
console.log(handlers["sum"](20, 22), handlers["shout"]("hey"));
const notfn: any = 42;
try { notfn(1); } catch (e) { console.log((e as Error).name, (e as Error).message); }
const obj: any = JSON.parse('{"x": {"y": 1}}');
try { obj.x.y(); } catch (e) { console.log((e as Error).message); }
try { obj.nope(); } catch (e) { console.log((e as Error).message); }
let n = 0;
const tick: any = () => { n++; };
tick(); tick();
console.log(n, tick());
