// Relational operators and Number() on `any` values holding objects use
// ToPrimitive: an array becomes its joined string, a plain object "[object Object]".
const a: any = { x: 1 };
const b: any = [2];
const d: any = new Date(5);
const e: any = [];
console.log(a < a, a <= a, a >= a, b < 3, b > 1, d > 4, d < 6, "10" < (9 as any));
console.log(null as any < 1, undefined as any < 1, e < 1, e >= 0, [1, 2] as any < 3);
console.log(Number(b), Number(e), Number(a), Number([7] as any), Number(["x"] as any));
const row: Record<string, any> = { qty: ["4"], tags: ["b"] };
console.log(row.qty * 2, row.qty > 3, row.tags < "c", row.tags > "a");
