// Counter closures: each call of the factory gets its own captured variable.
function makeCounter(start: number): () => number {
  let n = start;
  return () => {
    n++;
    return n;
  };
}

const c1 = makeCounter(0);
const c2 = makeCounter(100);
console.log(c1(), c1(), c1(), c2(), c2(), c1());

// Several closures sharing one captured variable.
function makeAccount(initial: number) {
  let balance = initial;
  const history: string[] = [];
  function deposit(x: number): number {
    balance += x;
    history.push("+" + x);
    return balance;
  }
  const withdraw = (x: number): number => {
    if (x > balance) {
      history.push("!" + x);
      return balance;
    }
    balance -= x;
    history.push("-" + x);
    return balance;
  };
  const peek = function (): string {
    return balance + " [" + history.join(" ") + "]";
  };
  return { deposit, withdraw, peek };
}

const acct = makeAccount(10);
console.log(acct.deposit(5), acct.withdraw(100), acct.withdraw(12), acct.deposit(0.5));
console.log(acct.peek());
const other = makeAccount(0);
other.deposit(1);
console.log(other.peek(), acct.peek());

// A counter with reset and step that are captured parameters.
function stepper(step: number) {
  let value = 0;
  return {
    next: () => (value += step),
    reset: () => {
      value = 0;
    },
    setStep: (s: number) => {
      step = s;
    },
  };
}
const s = stepper(3);
console.log(s.next(), s.next());
s.setStep(-1);
console.log(s.next(), s.next());
s.reset();
console.log(s.next(), s.next());

// Generating ids from a closure stored in an object field.
const gen = { nextId: makeCounter(41) };
console.log(gen.nextId(), gen.nextId());
