// A function held in a property carries no signature the call could adapt
// from, so a union whose members hold it differently is refused.
interface A { size(): number }
interface B { size(): string }
function f(x: A | B) {
  return x.size(); // expect error: unsupported: calling 'size' through a union whose members declare it with different signatures
}
console.log(f({ size: () => 1 }));
