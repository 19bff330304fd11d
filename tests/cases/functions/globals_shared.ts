// Functions read and update module-level variables (no local captures).
let counter: number = 0;
let history: string = "";
const LIMIT: number = 5;
function tick(label: string): boolean {
  if (counter >= LIMIT) return false;
  counter++;
  history += label + counter + " ";
  return true;
}
function reset(): void {
  counter = 0;
  history = "";
}
while (tick("t")) {}
console.log(counter, history);
reset();
console.log(counter, "[" + history + "]");
tick("a");
tick("b");
console.log(counter, history);
let fn: () => number = (): number => counter * 100;
console.log(fn());
counter = 42;
console.log(fn());
function makeCounterStep(): () => void {
  return bump;
}
function bump(): void {
  counter += 10;
}
makeCounterStep()();
makeCounterStep()();
console.log(counter);
