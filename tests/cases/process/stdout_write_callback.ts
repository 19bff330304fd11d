// process.stdout.write(chunk, callback) and (chunk, "utf8", callback): the
// text is written at once, the callback runs on a later tick (after the
// synchronous code, before timers); a common way to exit after flushing.
const order: string[] = [];
const ok = process.stdout.write("first line\n", () => {
  order.push("write callback");
});
order.push(`write returned ${ok}`);
process.stdout.write("second line\n", "utf8", () => order.push("utf8 callback"));
process.stderr.write("to stderr\n", () => order.push("stderr callback"));
process.stdout.write(Buffer.from("bytes\n"), "utf8");
Promise.resolve().then(() => order.push("microtask"));
setTimeout(() => {
  console.log(order.join(" | "));
  process.stdout.write("bye\n", () => process.exit(3));
}, 0);
order.push("sync end");
