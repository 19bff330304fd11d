// AggregateError: Promise.any's rejection, and made directly.
async function main(): Promise<void> {
  try {
    await Promise.any([Promise.reject(new Error("a")), Promise.reject(new TypeError("b")), Promise.reject("c")]);
  } catch (e) {
    if (e instanceof AggregateError) {
      console.log(e.name, "|", e.message, "|", e.errors.length);
      for (const x of e.errors) console.log(" -", x instanceof Error ? `${x.name}: ${x.message}` : String(x));
    }
    console.log(e instanceof Error, String(e));
  }
  const first = await Promise.any([Promise.reject(new Error("x")), Promise.resolve("winner")]);
  console.log(first);

  const a = new AggregateError([1, "two", new RangeError("three")], "custom message");
  console.log(a.message, a.name, a.errors.length, a instanceof Error, a instanceof AggregateError);
  console.log(`${a}`, a.toString());
  const b = new AggregateError([]);
  console.log(JSON.stringify(b.message), b.errors.length, b.toString());
  try {
    throw new AggregateError([new Error("inner")], "thrown");
  } catch (e) {
    if (e instanceof AggregateError) console.log("caught", e.message, (e.errors[0] as Error).message);
  }
}

main();
