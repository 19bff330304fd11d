// process.exit(0) stops early but succeeds.
for (let i = 0; i < 10; i++) {
  if (i === 4) {
    console.log("stopping at", i);
    process.exit(0);
  }
  console.log(i);
}
console.log("unreachable");
