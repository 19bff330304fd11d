export function twice(x: number) { return x * 2; }
export function greet(name: string) {
  const parts = [name, "!"];
  return parts.map((p) => p.toUpperCase()).join("");
}
export class Acc {
  total = 0;
  add(n: number) { this.total += n; return this; }
  get doubled() { return twice(this.total); }
}
export const table = [1, 2, 3].map((n) => twice(n));
