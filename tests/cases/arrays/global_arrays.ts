// Module-level arrays used from functions.
const log: string[] = [];
let data: number[] = [4, 8, 15];
function record(msg: string): void {
  log.push(msg);
}
function total(): number {
  let s = 0;
  for (const d of data) s += d;
  return s;
}
record("start");
data.push(16, 23, 42);
record("sum=" + total());
data = data.slice(0, 2);
record("sum=" + total());
data[data.length] = 1;
record("len=" + data.length);
console.log(log.join("; "));
