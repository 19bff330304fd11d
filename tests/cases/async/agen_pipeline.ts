// A stream transform pipeline built from async generators: source -> map ->
// filter -> batch, each stage pulling from the previous one.
function delay(ms: number): Promise<void> {
  return new Promise<void>((resolve) => setTimeout(resolve, ms));
}

async function* source(n: number): AsyncGenerator<number> {
  for (let i = 1; i <= n; i++) {
    if (i % 4 === 0) await delay(1);
    console.log("source", i);
    yield i;
  }
}

async function* map<T, U>(src: AsyncIterable<T>, f: (x: T) => U): AsyncGenerator<U> {
  for await (const x of src) yield f(x);
}

async function* filter<T>(src: AsyncIterable<T>, keep: (x: T) => boolean): AsyncGenerator<T> {
  for await (const x of src) if (keep(x)) yield x;
}

async function* batch<T>(src: AsyncIterable<T>, size: number): AsyncGenerator<T[]> {
  let cur: T[] = [];
  for await (const x of src) {
    cur.push(x);
    if (cur.length === size) {
      yield cur;
      cur = [];
    }
  }
  if (cur.length > 0) yield cur;
}

async function* lines(text: string): AsyncGenerator<string> {
  for (const l of text.split("\n")) {
    await null;
    yield l;
  }
}

async function main(): Promise<void> {
  const squares = map(source(10), (x: number) => x * x);
  const odd = filter(squares, (x: number) => x % 2 === 1);
  for await (const b of batch(odd, 2)) console.log("batch", JSON.stringify(b));

  const words = map(lines("alpha beta\ngamma\n\ndelta epsilon zeta"), (l: string) => l.split(" ").filter((w) => w.length > 0).length);
  let total = 0;
  for await (const n of words) total += n;
  console.log("words", total);

  const labels = map(filter(source(6), (x: number) => x > 2), (x: number) => `#${x}`);
  const out: string[] = [];
  for await (const s of labels) out.push(s);
  console.log(out.join(" "));
}

main();
