// User-defined type guards over unions of interfaces.
interface Fish { name: string; swim(): string }
interface Bird { name: string; fly(): string; wingspan: number }
type Animal = Fish | Bird;

function isFish(a: Animal): a is Fish { return "swim" in a; }
function isBird(a: Animal): a is Bird { return "fly" in a; }

const zoo: Animal[] = [
  { name: "Nemo", swim() { return "Nemo swims"; } },
  { name: "Tweety", fly() { return "Tweety flies"; }, wingspan: 20 },
  { name: "Dory", swim() { return "Dory swims"; } },
  { name: "Zazu", fly() { return "Zazu flies"; }, wingspan: 45 },
];

for (const a of zoo) {
  if (isFish(a)) console.log(a.swim());
  else console.log(a.fly(), "with wingspan", a.wingspan);
}
let span = 0;
for (const a of zoo) if (isBird(a)) span += a.wingspan;
console.log("total wingspan", span);
const fish = zoo.filter(isFish);
console.log(fish.length, fish.map((f) => f.name).join(","));

function isNonEmpty(s: string | null | undefined): s is string { return s !== null && s !== undefined && s.length > 0; }
const words: (string | null | undefined)[] = ["a", null, "", undefined, "bc"];
for (const w of words) console.log(isNonEmpty(w) ? w.toUpperCase() : "-");
