// Private members are only accessible inside their class.
class Account {
  private balance = 0;
  deposit(n: number): void { this.balance += n; }
}
const a = new Account();
a.deposit(5);
console.log(a.balance); // expect error: Property 'balance' is private and only accessible within class 'Account'.
