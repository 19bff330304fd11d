namespace Pipeline {
  export type Step<T> = (x: T) => Promise<T>;
  export async function run<T>(x: T, steps: Step<T>[]): Promise<T> {
    let cur = x;
    for (const s of steps) cur = await s(cur);
    return cur;
  }
  export const delay = (ms: number) => new Promise<void>(r => setTimeout(r, ms));
}
const steps: Pipeline.Step<number>[] = [async x => x + 1, async x => { await Pipeline.delay(5); return x * 3; }];
Pipeline.run(2, steps).then(v => console.log("result", v));
namespace Registry {
  const entries = new Map<string, () => string>();
  export function register(name: string, f: () => string): void { entries.set(name, f); }
  export function call(name: string): string { const f = entries.get(name); return f ? f() : `no ${name}`; }
  export function names(): string[] { return [...entries.keys()].sort(); }
}
Registry.register("b", () => "bee");
Registry.register("a", () => "ay");
console.log(Registry.names(), Registry.call("a"), Registry.call("z"));
namespace Stack {
  export class Of<T> {
    private items: T[] = [];
    push(x: T): this { this.items.push(x); return this; }
    pop(): T | undefined { return this.items.pop(); }
    get depth(): number { return this.items.length; }
  }
}
const st = new Stack.Of<string>().push("a").push("b");
console.log(st.pop(), st.depth, st);
