// yield* inside an async generator: delegating to an async generator, a
// sync generator, an array and an async iterable, interleaved with other
// promise jobs as Node orders them.
async function* inner(tag: string) {
  yield tag + "1";
  await null;
  yield tag + "2";
}
function* syncInner() {
  yield "s1";
  yield "s2";
}
class Ticks {
  async *[Symbol.asyncIterator]() {
    yield "t1";
    yield "t2";
  }
}

async function* outer() {
  yield "start";
  yield* inner("a");
  yield* syncInner();
  yield* ["x", "y"];
  yield* new Ticks();
  yield "end";
}

async function ticker(n: number) {
  for (let i = 0; i < n; i++) {
    console.log("tick", i);
    await null;
  }
}

async function main() {
  const seen: string[] = [];
  const done = ticker(40);
  for await (const v of outer()) {
    console.log("got", v);
    seen.push(v);
  }
  await done;
  console.log(seen.join(","));

  // leaving the outer loop early returns the inner generator
  async function* withCleanup() {
    try {
      yield 1;
      yield 2;
    } finally {
      console.log("inner finally");
    }
  }
  async function* wrap() {
    try {
      yield* withCleanup();
    } finally {
      console.log("outer finally");
    }
  }
  for await (const v of wrap()) {
    console.log("v", v);
    break;
  }
  // next() by hand, with a promise-valued array element awaited
  async function* nums() {
    yield* [Promise.resolve(10), 20];
    yield 30;
  }
  const g = nums();
  console.log(await g.next(), await g.next(), await g.next(), await g.next());
}
main();
