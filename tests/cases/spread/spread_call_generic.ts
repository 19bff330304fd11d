function pair<T>(a: T, b: T): T[] { return [a, b]; }
const two: [number, number] = [1, 2];
console.log(pair(...two));
function all<T>(...items: T[]): T[] { return items.slice().reverse(); }
const ws = ["x", "y"];
console.log(all(...ws), all("a", ...ws, "b"), all<number>(...[1, 2]));
function first<T>(head: T, ...rest: T[]): string { return `${head}|${rest.join(",")}`; }
console.log(first(0, ...[1, 2, 3]));
const nested = [[1], [2, 3]];
console.log(([] as number[]).concat(...nested));
