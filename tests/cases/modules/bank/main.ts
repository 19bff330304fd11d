import { Bank } from "./bank";
import { issuedIds } from "./account";
import type { Result } from "./errors";

function show(label: string, r: Result): void {
  console.log(label.padEnd(10), r.ok ? "OK  " : "FAIL", r.message);
}

const bank = new Bank();
const alice = bank.open("alice", 100);
const bob = bank.open("bob", 20);
const carol = bank.openSavings("carol", 1000, 0.015);
show("a->b 50", bank.transfer(alice, bob, 50));
show("a->b 80", bank.transfer(alice, bob, 80));
show("c->a 700", bank.transfer(carol, alice, 700));
show("c->a 300", bank.transfer(carol, alice, 300));
show("interest", carol.addInterest());
show("deposit", bob.deposit(-5));
console.log(bank.summary());
console.log("total", bank.total(), "ids", issuedIds(), "tx", alice.transactions(), carol.transactions());
