// AggregateError's errors is any[], as in TypeScript's lib: its elements
// are used without a cast.
async function main() {
  try {
    await Promise.any([Promise.reject(new Error("a")), Promise.reject(new TypeError("b"))]);
  } catch (e) {
    if (e instanceof AggregateError) {
      console.log(e.errors.length, e.errors.map((x) => x.message), e.errors[1] instanceof TypeError);
      const names: string[] = e.errors.map((x) => x.name);
      console.log(names.join("+"));
    }
  }
  const agg = new AggregateError([1, "two", { three: 3 }], "mixed");
  console.log(agg.message, agg.errors);
}
main();
