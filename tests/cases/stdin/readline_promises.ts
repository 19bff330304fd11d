// node:readline/promises: await rl.question(...) in a loop until the input runs out.
import * as readline from "node:readline/promises";

async function main(): Promise<void> {
  const rl = readline.createInterface({ input: process.stdin, output: process.stdout });
  let total = 0;
  for (let i = 1; i <= 3; i++) {
    const answer = await rl.question(`item ${i} price: `);
    const price = parseFloat(answer);
    total += Number.isNaN(price) ? 0 : price;
    console.log(`  -> ${Number.isNaN(price) ? "ignored" : price.toFixed(2)}`);
  }
  rl.close();
  console.log(`total: ${total.toFixed(2)}`);
}

main().catch((e: unknown) => console.log("failed", e));
