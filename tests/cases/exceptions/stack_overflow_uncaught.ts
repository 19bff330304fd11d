// Unbounded recursion: Node prints the output so far, then a RangeError
// ("Maximum call stack size exceeded") on stderr and exits with status 1.
// Kiln's compiled code meets the stack's guard page instead; the runtime's
// SIGSEGV handler ends the process the same way (it was status 139).
interface Node2 { next: Node2 | null; v: number }
function depth(n: Node2 | null): number {
  return n ? 1 + depth(n.next) : 0;
}
const ring: Node2 = { next: null, v: 1 };
ring.next = ring;
console.log("before", depth({ next: null, v: 2 }));
console.log(depth(ring));
console.log("not reached");
