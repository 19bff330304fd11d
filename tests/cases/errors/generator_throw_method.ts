function* g(): Generator<number> {
  yield 1;
}
const it = g();
it.throw(new Error("stop")); // expect error: unsupported: 'throw' on a generator
