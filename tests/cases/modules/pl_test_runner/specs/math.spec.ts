import { describe, it, beforeEach } from "../runner";
import assert from "../assert";

let calls = 0;

function gcd(a: number, b: number): number {
  return b === 0 ? Math.abs(a) : gcd(b, a % b);
}

describe("math", () => {
  beforeEach(() => {
    calls++;
  });
  it("adds", () => assert.equal(0.1 + 0.2 === 0.3, false));
  it("gcd", () => {
    assert.equal(gcd(84, 36), 12);
    assert.equal(gcd(-7, 21), 7);
  });
  describe("rounding", () => {
    it("toFixed", () => assert.equal((1.005).toFixed(2), "1.00"));
    it("wrong on purpose", () => assert.equal(Math.round(2.5), 2));
    it.skip("not yet", () => assert.ok(false));
  });
  it("counts hooks", () => assert.ok(calls >= 3, `calls=${calls}`));
});
