// Using a class through a function called before the class declaration has
// run throws ReferenceError, as in Node; after the declaration it works.
function makeStack(): Stack {
  return new Stack();
}
function stackLimit(): number {
  return Stack.LIMIT;
}
function describe(): string {
  return Stack.describe();
}

const attempts: [string, () => string][] = [
  ["makeStack", () => `${makeStack().items.length} items`],
  ["stackLimit", () => String(stackLimit())],
  ["describe", describe],
];
for (const [name, attempt] of attempts) {
  try {
    console.log("got", attempt());
  } catch (e) {
    console.log(name, e instanceof ReferenceError, (e as Error).message);
  }
}

class Stack {
  static LIMIT = 3;
  static describe(): string {
    return `Stack(limit ${Stack.LIMIT})`;
  }
  items: number[] = [];
  push(n: number): Stack {
    if (this.items.length >= Stack.LIMIT) throw new RangeError("full");
    this.items.push(n);
    return this;
  }
}

const s = makeStack().push(1).push(2);
console.log(s.items, stackLimit(), describe());
try {
  s.push(3).push(4);
} catch (e) {
  console.log((e as Error).name, (e as Error).message);
}
console.log(s.items.length);
