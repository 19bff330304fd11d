// A closure narrowing a variable it captured (a parameter or const of the
// enclosing function): the test is in the closure's own flow, so it holds there.
interface Node { value: number; next?: Node }
function sumFrom(start: Node | undefined): number {
  const walk = (): number => {
    if (!start) return 0;
    let total = start.value;
    let n = start.next;
    while (n) { total += n.value; n = n.next; }
    return total;
  };
  return walk();
}
console.log(sumFrom({ value: 1, next: { value: 2, next: { value: 3 } } }), sumFrom(undefined));

function describe(x: string | number | null) {
  const fmt = () => {
    if (x === null) return "nothing";
    if (typeof x === "string") return `text ${x.toUpperCase()}`;
    return `number ${x.toFixed(1)}`;
  };
  return [1, 2].map(() => fmt()).join(", ");
}
console.log(describe("hi"), "|", describe(2.25), "|", describe(null));

type Res = { status: number; headers: Record<string, string> };
const guard: (ok: boolean, next: () => Promise<Res>) => Promise<Res> = async (ok, next) => {
  if (!ok) return { status: 401, headers: { "www-authenticate": "Bearer" } };
  const r = await next();
  return { ...r, status: r.status + 1 };
};
type Handler = () => Res | Promise<Res>;
async function run(h: Handler): Promise<Res> {
  const r = await h();
  return r;
}
async function main() {
  console.log(await guard(false, async () => ({ status: 200, headers: {} })));
  console.log(await guard(true, async () => ({ status: 200, headers: { a: "b" } })));
  console.log(await run(() => ({ status: 1, headers: {} })), await run(async () => ({ status: 2, headers: {} })));
}
main();
