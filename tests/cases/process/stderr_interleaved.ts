// console.error output goes to stderr; stdout keeps only console.log lines.
for (let i = 0; i < 5; i++) {
  console.log("out", i);
  console.error("err", i);
}
console.error(42, "also stderr", true);
console.log("done");
