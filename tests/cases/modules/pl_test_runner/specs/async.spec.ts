import { describe, it } from "../runner";
import assert, { AssertionError } from "../assert";

const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

async function fetchUser(id: number): Promise<{ id: number; name: string }> {
  await sleep(1);
  if (id <= 0) throw new RangeError(`bad id ${id}`);
  return { id, name: `user${id}` };
}

describe("async", () => {
  it("awaits", async () => {
    const u = await fetchUser(3);
    assert.equal(u.name, "user3");
  });
  it("rejects", () => assert.rejects(() => fetchUser(0), /bad id/));
  it("rejects with the wrong message", () => assert.rejects(() => fetchUser(-1), /missing/));
  it("parallel", async () => {
    const users = await Promise.all([1, 2, 3].map(fetchUser));
    assert.deepEqual(users.map((u) => u.id), [1, 2, 4]);
  });
  it("times out", () => sleep(200));
  it("throws a non-error", () => {
    throw "plain string";
  });
  it("custom error class", () => {
    const e = new AssertionError("x", 1, 2);
    assert.ok(e instanceof Error && e.name === "AssertionError");
  });
});
