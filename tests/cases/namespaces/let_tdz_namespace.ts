// A namespace's own let read by its function before the declaration has
// run: Node's ReferenceError (the let stays a let inside the namespace).
namespace N {
  export function f(): number {
    return x * 2;
  }
  try {
    console.log(f());
  } catch (e) {
    console.log(e instanceof ReferenceError, (e as Error).message);
  }
  let x: number = 1;
  console.log(f());
}
console.log(N.f());
