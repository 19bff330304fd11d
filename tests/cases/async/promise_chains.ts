// Promise chains: values flowing through then, promises returned from
// handlers, errors skipping fulfilment handlers, recovery, finally.
interface User {
  id: number;
  name: string;
}

function fetchUser(id: number): Promise<User> {
  return new Promise<User>((resolve, reject) => {
    if (id <= 0) {
      reject(new Error("invalid id " + id));
      return;
    }
    setTimeout(() => resolve({ id, name: "user" + id }), 5);
  });
}

function fetchScore(u: User): Promise<number> {
  return Promise.resolve(u.id * 10 + u.name.length);
}

fetchUser(3)
  .then((u) => {
    console.log("got", u.name);
    return fetchScore(u);
  })
  .then((score) => score * 2)
  .then((doubled) => console.log("doubled score", doubled))
  .finally(() => console.log("first chain finally"));

fetchUser(-1)
  .then((u) => {
    console.log("never", u.name);
    return u.id;
  })
  .then((id) => console.log("never either", id))
  .catch((e) => {
    console.log("recovered from:", e instanceof Error ? e.message : String(e));
    return -1;
  })
  .then((v) => console.log("after recovery", v));

// a rejection handler as the second argument of then
Promise.reject(new TypeError("wrong type"))
  .then(
    (v) => console.log("not here", v),
    (e) => console.log("second arg handler:", e instanceof TypeError, String(e)),
  )
  .then(() => console.log("chain continues"));

// throwing inside a handler rejects the derived promise
Promise.resolve(5)
  .then((n) => {
    if (n > 3) throw new RangeError("too large: " + n);
    return n;
  })
  .catch((e) => (e instanceof RangeError ? e.message : "other"))
  .then((msg) => console.log("caught in chain:", msg));

// finally passes values and reasons through; a throwing finally replaces them
Promise.resolve("kept")
  .finally(() => "ignored")
  .then((v) => console.log("finally kept", v));
Promise.reject(new Error("reason kept"))
  .finally(() => console.log("finally on rejection"))
  .catch((e) => console.log("then caught:", e instanceof Error ? e.message : e));
Promise.resolve(1)
  .finally(() => {
    throw new Error("finally threw");
  })
  .catch((e) => console.log("finally replaced:", e instanceof Error ? e.message : e));

// resolving with another promise adopts its state
const inner = new Promise<string>((resolve) => setTimeout(() => resolve("inner value"), 10));
const outer = new Promise<string>((resolve) => resolve(inner));
outer.then((v) => console.log("adopted:", v));

// only the first resolve or reject counts; a throw after resolve is ignored
const once = new Promise<number>((resolve, reject) => {
  resolve(1);
  resolve(2);
  reject(new Error("late"));
  throw new Error("ignored throw");
});
once.then((v) => console.log("once:", v));

// an executor that throws rejects
new Promise<number>(() => {
  throw new Error("executor failed");
}).catch((e) => console.log("executor:", e instanceof Error ? e.message : e));

const chainOfTen = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10].reduce(
  (p: Promise<number>, n: number) => p.then((acc) => acc + n),
  Promise.resolve(0),
);
chainOfTen.then((sum) => console.log("sum via chain", sum));
console.log("all chains set up");
