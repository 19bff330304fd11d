import { describe, it, beforeEach } from "./runner";
import { expect } from "./expect";
import { Stack, mean } from "./stack";

let s = new Stack<number>();
describe("Stack", () => {
  beforeEach(() => { s = new Stack<number>(); s.push(1, 2, 3); });
  it("pushes", () => { expect(s.push(4)).toBe(4); expect(s.toArray()).toEqual([1, 2, 3, 4]); });
  it("pops in LIFO order", () => { expect(s.pop()).toBe(3); expect(s.pop()).toBe(2); });
  it("throws when empty", () => {
    const e = new Stack<string>();
    expect(() => e.pop()).toThrow("empty");
  });
  it("has a wrong expectation", () => { expect(s.size).toBe(4); });
  describe("peek", () => {
    it("does not remove", () => { expect(s.peek()).toBe(3); expect(s.size).not.toBeGreaterThan(3); });
    it.skip("handles undefined", () => { expect(1).toBe(2); });
  });
});
describe("mean", () => {
  it("averages", () => { expect(mean([1, 2, 4])).toBeCloseTo(2.333); });
  it("crashes on purpose", () => { const xs: number[] = []; expect(xs[0].toFixed(1)).toBe("x"); });
  it("negates", () => { expect(mean([2, 2])).not.toBeGreaterThan(1); });
});
