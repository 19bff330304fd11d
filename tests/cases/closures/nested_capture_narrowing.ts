// A closure made inside another closure keeps the narrowing the outer closure
// tested on a captured variable that is never reassigned (and a test made by
// `k?.method(...)` holds inside that call's arguments).
class K {
  constructor(readonly name: string) {}
  on(f: () => void): void {
    f();
  }
}
function f(s?: string, k?: K) {
  const run = () => {
    if (k) {
      const g = () => k.name;
      console.log("inner sees", g());
    }
    k?.on(() => console.log("chained sees", k.name, s?.length ?? "no s"));
  };
  run();
}
f("abc", new K("kay"));
f(undefined, undefined);
function sleep(ms: number, signal?: { aborted: boolean; reason: string; listen(f: () => void): void }): Promise<string> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    setTimeout(() => resolve(`slept ${ms}`), ms);
    signal?.listen(() => reject(signal.reason));
  });
}
sleep(1).then(console.log);
sleep(1, { aborted: true, reason: "stop", listen: () => {} }).catch((r: string) => console.log("rejected:", r));
