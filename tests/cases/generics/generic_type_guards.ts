// Generic type guards narrow their argument with the predicate read under
// the type arguments inferred from it (isNonEmpty<T>(xs: T[]): xs is [T, ...T[]]).
function isNonEmpty<T>(xs: T[]): xs is [T, ...T[]] { return xs.length > 0; }
const xs: number[] = [5, 6];
if (isNonEmpty(xs)) console.log(xs[0] + 1);
const isNE2 = <T,>(xs: T[]): xs is [T, ...T[]] => xs.length > 0;
const ws: string[] = [];
if (isNE2(ws)) console.log(ws[0].length); else console.log("empty");
function isDefined<T>(x: T | undefined): x is T { return x !== undefined; }
const maybe: string | undefined = Math.random() < 2 ? "v" : undefined;
if (isDefined(maybe)) console.log(maybe.toUpperCase());
function isArrayOf<T>(xs: unknown, guard: (x: unknown) => x is T): xs is T[] { return Array.isArray(xs) && xs.every(guard); }
const isStr = (x: unknown): x is string => typeof x === "string";
const data: unknown = JSON.parse('["a","bb"]');
if (isArrayOf(data, isStr)) console.log(data.map((s) => s.length));
