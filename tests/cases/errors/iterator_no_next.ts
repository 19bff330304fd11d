// A [Symbol.iterator]() must give a generator or an object whose next() answers { value, done }.
class Bad {
  [Symbol.iterator]() {
    return { step: () => 1 };
  }
}
for (const x of new Bad()) console.log(x); // expect error: unsupported: a [Symbol.iterator]() that returns a '{ step: () => number; }' (a generator or an object with next() is needed)
