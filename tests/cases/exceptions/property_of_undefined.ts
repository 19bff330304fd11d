// Reading a property of a missing element throws Node's TypeError, which can be caught.
interface Item {
  name: string;
  qty: number;
}
const items: Item[] = [{ name: "apple", qty: 3 }];

function qtyAt(i: number): number {
  return items[i].qty;
}
function rename(i: number, name: string): void {
  items[i].name = name;
}
interface Greeter {
  greet(who: string): string;
}
const greeters: Greeter[] = [{ greet: (w: string) => "hi " + w }];

const attempts: (() => void)[] = [
  () => console.log(qtyAt(0)),
  () => console.log(qtyAt(5)),
  () => rename(0, "pear"),
  () => rename(2, "plum"),
  () => console.log(greeters[0].greet("ann")),
  () => console.log(greeters[1].greet("bob")),
];
for (const f of attempts) {
  try {
    f();
  } catch (e) {
    if (e instanceof TypeError) console.log("TypeError:", e.message);
    else throw e;
  }
}
console.log(items[0].name);
