// A method called with another object as its this is not lowered (Kiln's
// method values are bound to the object they were read from).
class Account {
  constructor(public balance: number) {}
  deposit(n: number): number {
    this.balance += n;
    return this.balance;
  }
}
const a = new Account(10);
const b = new Account(20);
console.log(a.deposit.call(b, 5)); // expect error: unsupported: 'call' of method 'deposit' with another this than 'a'
