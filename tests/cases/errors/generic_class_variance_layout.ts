// An instantiation of a generic class whose fields hold their values in
// another representation (a string pointer, not a boxed value) was read at
// Mt<unknown>'s layout: get() printed 1.0368264e-317 instead of "hi".
class Mt<T> {
  constructor(public v: T) {}
  get(): T { return this.v; }
}
const ms: Mt<string> = new Mt("hi");
const a: Mt<unknown> = ms; // expect error: would read this 'Mt<string>' as a 'Mt<unknown>'
console.log(a.get());
