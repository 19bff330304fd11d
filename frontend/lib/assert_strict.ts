// node:assert/strict (and assert.strict): node:assert with equal, notEqual,
// deepEqual and notDeepEqual the strict comparisons (frontend/lib/assert.ts).
import { strict } from "node:assert";

export default strict;
export {
  ok, strictEqual as equal, notStrictEqual as notEqual, deepStrictEqual as deepEqual,
  notDeepStrictEqual as notDeepEqual, strictEqual, notStrictEqual, deepStrictEqual, notDeepStrictEqual, throws,
  doesNotThrow, rejects, doesNotReject, fail, match, doesNotMatch, ifError, AssertionError, strict,
} from "node:assert";
