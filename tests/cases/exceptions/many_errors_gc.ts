// Many thrown and caught errors with allocation in between (the collector runs meanwhile).
class Failure extends Error {
  constructor(public index: number, public payload: string[]) {
    super("failure #" + index);
    this.name = "Failure";
  }
}
function work(i: number): string {
  const parts: string[] = [];
  for (let k = 0; k < 5; k++) parts.push("p" + i + "-" + k);
  if (i % 3 === 0) throw new Failure(i, parts);
  if (i % 7 === 0) throw "text failure " + i;
  return parts.join(",");
}
let ok = 0;
let failures = 0;
let texts = 0;
let lengthSum = 0;
const kept: Failure[] = [];
for (let i = 1; i <= 3000; i++) {
  try {
    lengthSum += work(i).length;
    ok++;
  } catch (e) {
    if (e instanceof Failure) {
      failures++;
      lengthSum += e.payload.join("").length + e.message.length;
      if (e.index % 500 === 0) kept.push(e);
    } else if (typeof e === "string") {
      texts++;
      lengthSum += e.length;
    }
  } finally {
    if (i % 1000 === 0) console.log("progress", i, ok, failures, texts);
  }
}
console.log(ok, failures, texts, lengthSum);
console.log(kept.map((f) => f.message + " " + f.payload[4]).join("; "));
