// Arrays with union element types are boxed.
const mixed: (number | string)[] = [1, "two", 3];
mixed.push("four");
mixed.push(5);
let total = 0;
let text = "";
for (const m of mixed) {
  if (typeof m === "number") total += m;
  else text += m;
}
console.log(total, text, mixed.join("|"));
const opt: (number | undefined)[] = [1, undefined, 3];
opt[5] = undefined;
console.log(opt.length, opt.join(","), opt.indexOf(undefined), opt.includes(undefined));
let defined = 0;
for (const o of opt) if (o !== undefined) defined += o;
console.log(defined);
const maybeNull: Array<string | null> = ["a", null, "c"];
console.log(maybeNull.join("-"), maybeNull[1] === null, maybeNull.indexOf(null));
const last = mixed.pop();
console.log(last, typeof last, mixed.length);
