// console.log prints the current state at the time of the call.
class Account {
  history: number[] = [];
  constructor(public owner: string, public balance: number) {}
}
const acc = new Account("kim", 10);
console.log(acc);
acc.balance += 5;
acc.history.push(5);
console.log(acc);
const snapshots: string[] = [];
for (let i = 0; i < 3; i++) {
  acc.history.push(i);
  snapshots.push(String(acc.history.length));
}
console.log(acc, snapshots);

// The same object logged twice in one call shows the same state.
const o = { n: 1, list: [1] };
console.log(o, o);
o.list.push(2);
console.log([o, o]);

// Reassigned variables versus mutated objects.
let p = { v: "first" };
const alias = p;
p = { v: "second" };
console.log(p, alias);
alias.v = "changed";
console.log(p, alias);
