import { setTimeout as sleep, setImmediate as nextTurn } from "node:timers/promises";
import { setTimeout as st, clearTimeout } from "node:timers";
const order: string[] = [];
async function main() {
  const t0 = Date.now();
  await sleep(30);
  console.log("slept", Date.now() - t0 >= 25);
  const v = await sleep(10, "value");
  console.log(v.toUpperCase());
  const n = await nextTurn(42);
  console.log(n + 1);
  await nextTurn();
  const h = st(() => order.push("never"), 5);
  clearTimeout(h);
  st(() => order.push("timer"), 0);
  sleep(0).then(() => order.push("sleep0"));
  st(() => order.push("timer2"), 0);
  Promise.resolve().then(() => order.push("micro"));
  await sleep(60);
  setImmediate(() => order.push("immediate"));
  nextTurn().then(() => order.push("nextTurn"));
  setImmediate(() => order.push("immediate2"));
  await sleep(60);
  console.log(order.join(" "));
  const winner = await Promise.race([sleep(80, "slow"), sleep(5, "fast")]);
  console.log(winner);
}
main();
