// Throwing a string nobody catches: exit status 1.
const steps = ["load", "parse", "run"];
for (const s of steps) {
  console.log("step", s);
  if (s === "parse") throw "parse failed";
}
console.log("done");
