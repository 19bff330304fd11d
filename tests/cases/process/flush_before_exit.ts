// Lots of output followed by process.exit: everything printed must be flushed.
let total: number = 0;
for (let i = 0; i < 5000; i++) {
  total += i;
  console.log(`line ${i} total ${total}`);
}
console.log("exiting");
process.exit(5);
