export class Stack<T> {
  private items: T[] = [];
  push(...xs: T[]): number { this.items.push(...xs); return this.items.length; }
  pop(): T {
    const x = this.items.pop();
    if (x === undefined) throw new RangeError("pop from empty stack");
    return x;
  }
  peek(): T | undefined { return this.items[this.items.length - 1]; }
  get size(): number { return this.items.length; }
  toArray(): T[] { return [...this.items]; }
}
export function mean(xs: number[]): number { return xs.reduce((a, b) => a + b, 0) / xs.length; }
