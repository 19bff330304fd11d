// for await over a readline Interface: a tiny command interpreter that stops at "quit".
import { createInterface } from "readline";

interface Account {
  balance: number;
  history: string[];
}

async function main(): Promise<void> {
  const rl = createInterface({ input: process.stdin, crlfDelay: Infinity });
  const acct: Account = { balance: 0, history: [] };
  let lineNo = 0;
  for await (const line of rl) {
    lineNo++;
    const [cmd, arg] = line.trim().split(/\s+/);
    if (cmd === "quit") break;
    const amount = Number(arg);
    switch (cmd) {
      case "deposit":
        acct.balance += amount;
        acct.history.push(`+${amount}`);
        break;
      case "withdraw":
        if (amount > acct.balance) console.log(`line ${lineNo}: insufficient funds for ${amount}`);
        else {
          acct.balance -= amount;
          acct.history.push(`-${amount}`);
        }
        break;
      case "balance":
        console.log(`balance: ${acct.balance}`);
        break;
      default:
        console.log(`line ${lineNo}: unknown command ${JSON.stringify(cmd)}`);
    }
  }
  console.log("history:", acct.history.join(" "), "lines read:", lineNo);
}

main().then(() => console.log("done"));
