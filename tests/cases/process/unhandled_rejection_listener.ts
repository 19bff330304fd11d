// process.on('unhandledRejection'): a service logs rejections nobody handled and keeps going.
const seen: string[] = [];
process.on("unhandledRejection", (reason, promise) => {
  const what = reason instanceof Error ? `${reason.name}: ${reason.message}` : String(reason);
  seen.push(what);
  promise.catch(() => {});
  console.log("unhandled:", what, typeof promise);
});
async function fetchUser(id: number): Promise<string> {
  await new Promise((r) => setTimeout(r, id));
  if (id % 2) throw new RangeError(`no user ${id}`);
  return `user${id}`;
}
fetchUser(1);
fetchUser(2).then((u) => console.log("got", u));
Promise.reject("plain string");
const handledLater = Promise.reject(new Error("handled in time"));
handledLater.catch((e: Error) => console.log("caught:", e.message));
setTimeout(() => {
  console.log("still running; seen", seen.length);
  process.exitCode = seen.length;
}, 20);
