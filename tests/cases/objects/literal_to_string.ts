// An object literal's own toString(), called by template literals, String()
// and + as JavaScript does (the run time cannot call a literal's function
// slot without its signature, so the compiler calls it by its type).
const counter = {
  count: 0,
  inc(by = 1) { this.count += by; return this; },
  toString() { return `Counter(${this.count})`; },
};
counter.inc().inc(5);
console.log(`${counter}`, String(counter), "is " + counter, counter + "!");
const b = { toString: () => "B" };
interface Named { toString(): string }
const xs: Named[] = [counter, b];
console.log(`${xs[0]} and ${xs[1]}`, xs.map(String), `${xs[5]}`);
class K { toString() { return "K!"; } }
const ys: Named[] = [new K(), b];
console.log(`${ys[0]} ${ys[1]}`);
const maybe: Named | undefined = Math.random() < 2 ? b : undefined;
console.log(`maybe: ${maybe}`);
const none: Named | undefined = Math.random() > 2 ? b : undefined;
console.log(`none: ${none}`);
const plain = { v: 2 };
console.log(`${plain}`, String(plain));
