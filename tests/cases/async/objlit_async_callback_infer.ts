// An async arrow inside an object literal argument of a generic call, whose
// parameter takes its type from the context, gets an IR function that returns
// a promise even while the call's type arguments are being inferred.
interface Spec<T = unknown> {
  id: string;
  run: (n: number) => Promise<T>;
}
class Registry {
  specs: Spec[] = [];
  add<T>(s: Spec<T>): this {
    this.specs.push(s as Spec);
    return this;
  }
}
const r = new Registry()
  .add({ id: "a", run: async () => "x" })
  .add({ id: "b", run: async (n) => n + 1 })
  .add({ id: "c", run: async function (n) { return [n, n * 2]; } });
Promise.all(r.specs.map((s) => s.run(10))).then((v) => console.log(v));
function once<T>(task: { run: (n: number) => Promise<T> }): Promise<T> {
  return task.run(5);
}
once({ run: async (n) => n * 3 }).then((v) => console.log("once", v));
