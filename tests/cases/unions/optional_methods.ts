// Optional chaining on calls, methods, arrays and with non-null assertions.
class Logger {
  lines: string[] = [];
  log(s: string): number { this.lines.push(s); return this.lines.length; }
}
interface Service { name: string; logger?: Logger; hooks?: { before?: () => string; after?: (code: number) => string } }

const a: Service = { name: "a", logger: new Logger(), hooks: { before: () => "before a", after: (code: number) => "after a " + code } };
const b: Service = { name: "b" };
const c: Service = { name: "c", hooks: {} };
for (const s of [a, b, c]) {
  const n = s.logger?.log("start " + s.name);
  console.log(s.name, n, s.hooks?.before?.(), s.hooks?.after?.(0));
}
console.log(a.logger!.lines, a.logger?.lines.length);
const table: number[][] | undefined = [[1, 2], [3, 4]];
const none: number[][] | undefined = undefined as number[][] | undefined;
console.log(table?.[1][0], none?.[0][0], table?.[0]?.length);
const names: string[] | null = Math.random() < 2 ? ["x", "y"] : null;
console.log(names?.join("+"), names?.map((s) => s + s));
function first(xs?: string[]): string { return xs?.[0] ?? "(none)"; }
console.log(first(["q"]), first(), first([]));
