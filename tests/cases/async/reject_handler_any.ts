// A rejection handler's parameter is `any` (lib.es5.d.ts: onrejected(reason: any)):
// property access on it needs no annotation or narrowing.
class HttpError extends Error {
  constructor(public status: number, msg: string) { super(msg); }
}
async function fetchThing(n: number): Promise<string> {
  if (n > 2) throw new HttpError(404, "not found: " + n);
  if (n < 0) throw "plain string";
  return "thing" + n;
}
async function main() {
  const a = await fetchThing(5).catch(e => `caught ${e.status} ${e.message}`);
  console.log(a);
  const b = await fetchThing(1).then(v => v.length, e => e.status as number);
  console.log(b);
  const c = await fetchThing(-1).then(v => v, e => typeof e + ":" + e);
  console.log(c);
  await fetchThing(9).catch(e => { console.log(e instanceof HttpError, e.name, e.missing); });
  const d: number = await fetchThing(7).catch(e => e.status);
  console.log(d + 1);
}
main();
