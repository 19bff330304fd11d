// `infer` in user-written conditional types.
type ElementOf<T> = T extends (infer U)[] ? U : never;
type MyReturnType<F> = F extends (...args: any[]) => infer R ? R : never;
type MyParameters<F> = F extends (...args: infer P) => any ? P : never;
type FirstArg<F> = F extends (first: infer A, ...rest: any[]) => any ? A : never;
type UnwrapPromise<T> = T extends Promise<infer V> ? UnwrapPromise<V> : T;
type ValueOf<T> = T extends { value: infer V } ? V : undefined;
type Head<T> = T extends [infer H, ...unknown[]] ? H : never;
type Tail<T> = T extends [unknown, ...infer R] ? R : never;

const scores = [90, 72, 85];
const best: ElementOf<typeof scores> = Math.max(...scores);
console.log("best", best);

function parseEntry(line: string) {
  const [key, value] = line.split("=");
  return { key: key.trim(), value: Number(value) };
}
const entries: MyReturnType<typeof parseEntry>[] = ["a = 1", "b=2", " c =3"].map(parseEntry);
console.log(entries);

function area(w: number, h: number): number { return w * h; }
const args: MyParameters<typeof area> = [3, 4];
console.log(area(...args));
const first: FirstArg<typeof area> = 10;
console.log(first + 1);

async function loadName(): Promise<string> { return "kiln"; }
type Loaded = UnwrapPromise<ReturnType<typeof loadName>>;
loadName().then((n) => {
  const name: Loaded = n;
  console.log(name.toUpperCase());
});

const boxed: ValueOf<{ value: number[] }> = [1, 2, 3];
console.log(boxed.length);

const tuple: [string, number, boolean] = ["x", 1, true];
const h: Head<typeof tuple> = tuple[0];
const t: Tail<typeof tuple> = [tuple[1], tuple[2]];
console.log(h, t);

// infer in template literal types: route parameters and dotted paths.
type RouteParam<S> = S extends `${string}:${infer P}/${infer Rest}` ? P | RouteParam<Rest>
  : S extends `${string}:${infer P}` ? P : never;
type Params = RouteParam<"/users/:userId/posts/:postId">;
const p: Record<Params, string> = { userId: "42", postId: "7" };
console.log(p.userId, p.postId);

type Split<S, D extends string> = S extends `${infer H}${D}${infer R}` ? [H, ...Split<R, D>] : [S];
const parts: Split<"a.b.c", "."> = ["a", "b", "c"];
console.log(parts.join("/"));

type StripPrefix<S, P extends string> = S extends `${P}${infer R}` ? R : S;
const names: StripPrefix<"app_main" | "app_util" | "lib", "app_">[] = ["main", "util", "lib"];
console.log(names);

type EventName<S> = S extends `on${infer E}` ? Uncapitalize<E> : never;
const ev: EventName<"onMouseMove"> = "mouseMove";
console.log(ev);

type FirstChar<S> = S extends `${infer C}${string}` ? C : "";
const fc: FirstChar<"hello"> = "h";
console.log(fc);
