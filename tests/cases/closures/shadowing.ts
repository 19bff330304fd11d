// Shadowing: inner declarations hide outer ones; closures capture the right binding.
const v = "global";
function outer(): string[] {
  const out: string[] = [];
  const v = "outer";
  out.push(v);
  {
    const v = "block";
    out.push(v);
    const f = () => v;
    out.push(f());
  }
  const g = () => v;
  out.push(g());
  function inner(v: string): string {
    return "param " + v;
  }
  out.push(inner("arg"));
  const h = (v: number) => `arrow param ${v}`;
  out.push(h(7));
  return out;
}
console.log(outer().join(" | "), "|", v);

// A closure captures the variable in scope where it is written, even if shadowed later.
let count = 1;
const readOuter = () => count;
function shadow(): number {
  let count = 100;
  count++;
  return count + readOuter();
}
console.log(shadow(), count);

// Shadowing in loops.
let i = 99;
const seen: number[] = [];
for (let i = 0; i < 3; i++) seen.push(i);
console.log(seen.join(","), i);

// Catching the right `n` at each nesting level.
function levels(n: number): () => string {
  const a = () => {
    const n2 = n * 2;
    return () => {
      const n = n2 + 1;
      return `n=${n} n2=${n2}`;
    };
  };
  return a();
}
console.log(levels(5)());

// A function declaration shadowed by a local const.
function helper(): string {
  return "outer helper";
}
function useLocal(): string {
  const helper = () => "local helper";
  return helper();
}
console.log(helper(), "/", useLocal());

// Switch-case blocks with their own bindings.
function pick(k: number): () => string {
  switch (k) {
    case 0: {
      const label = "zero";
      return () => label;
    }
    case 1: {
      const label = "one";
      return () => label + "!";
    }
    default: {
      const label = "many:" + k;
      return () => label;
    }
  }
}
console.log(pick(0)(), pick(1)(), pick(7)());
