const t = setTimeout(() => console.log("unref'd timer never keeps the process alive"), 100000);
t.unref();
console.log(t.hasRef());
const u = setTimeout(() => console.log("ref'd again and fires"), 200);
u.unref();
u.ref();
console.log(u.hasRef());
let count = 0;
function chain(): void {
  count++;
  if (count < 5) setTimeout(chain, 1);
  else console.log("chain done", count);
}
chain();
