// Async methods of object literals and of abstract classes' subclasses, an
// async then-callback, catch turning a rejection into null, try/catch (e: unknown).
interface Store {
  data: string[];
  load(): Promise<number>;
}
const store: Store = {
  data: [],
  async load(): Promise<number> {
    await null;
    this.data.push("x");
    return this.data.length;
  },
};
abstract class Source {
  abstract read(): Promise<string>;
  async twice(): Promise<string> {
    const a = await this.read();
    const b = await this.read();
    return a + b;
  }
}
class Letters extends Source {
  private i = 0;
  async read(): Promise<string> {
    await null;
    return "abc"[this.i++];
  }
}
async function main(): Promise<void> {
  console.log(await store.load(), await store.load(), store.data);
  console.log(await new Letters().twice());
  const r = await Promise.resolve(1).then(async (v) => { await null; return v + 1; });
  console.log(r);
  const c = await Promise.reject(new Error("x")).catch(() => null);
  console.log(c);
  try {
    await (async () => { throw new TypeError("t"); })();
  } catch (e: unknown) {
    console.log(e instanceof TypeError);
  }
}
main();
