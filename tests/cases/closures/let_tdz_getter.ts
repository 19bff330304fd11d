// A local const read by a getter that runs (a property read, no call) before
// the declaration: Node's ReferenceError, not 0.
function main(): void {
  const o = { get g(): number { return z; } };
  let w = 0;
  try { w = o.g; } catch (e) { console.log((e as Error).message); }
  const z: number = 1;
  console.log(w, o.g);
}
main();
function plain(): void {
  const o = { get g(): number { return z; } };
  const w = o.g;
  const z: number = 1;
  console.log(w);
}
try { plain(); } catch (e) { console.log((e as Error).message); }
