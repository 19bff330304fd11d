// A typed event emitter storing listeners as (payload: unknown) => void and
// casting them: a cast between function types whose parameters have
// different representations would need a wrapper, and is not supported yet.
type Listener = (payload: unknown) => void;
const listeners: Listener[] = [];
function on(f: (n: number) => void): void {
  listeners.push(f as Listener); // expect error: unsupported: casting between function types
}
on((n) => console.log(n + 1));
for (const l of listeners) l(41);
