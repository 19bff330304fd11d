// Two timer lists due in the same turn of the loop; a microtask run between
// them (the continuation of an await, here a then) clears the second list's
// only timer. Node runs the ticks between lists and then finds that list
// empty; the compiled runtime freed it and then walked it (a double free).
const busy = (ms: number) => { const end = Date.now() + ms; while (Date.now() < end) {} };

const iv = setInterval(() => console.log("interval ran"), 6);
setTimeout(() => {
  console.log("first list");
  Promise.resolve().then(() => {
    clearInterval(iv);
    console.log("cleared in a microtask");
  });
}, 1);

busy(20);
process.on("exit", (code) => console.log("exit", code));
