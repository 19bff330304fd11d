// Template literals interpolate any expression with String() semantics.
const name: string = "Kiln";
const version: number = 0.1;
const ready: boolean = false;
const nothing: null = null;
const missing: undefined = undefined;
console.log(`${name} v${version} ready=${ready}`);
console.log(`${nothing} ${missing} ${NaN} ${-0} ${1e21} ${1 / 3}`);
console.log(`${1 + 2}${3 * 4}${"5" + 6}`);
console.log(`nested: ${`inner ${name.toUpperCase()} ${`deep ${version * 10}`}`}`);
console.log(`escapes: \` \${not} \\ \n second line`);
console.log(`${""}${""}`.length, `${name}`.length, ``.length);
console.log(`cond: ${version > 0 ? "positive" : "non-positive"} ${ready || "fallback"}`);
function greet(who: string, times: number): string {
  return `Hello, ${who}${"!".repeat(times)}`;
}
console.log(greet("world", 3), greet(`${name}/${name}`, 0));
const w: number = 7;
console.log(`${w}x${w}=${w * w}, ${w}/2=${w / 2}, hex=${w.toString(16)}`);
console.log(`unicode: ${"日本"}${"🙂"} ${"日本🙂".length}`);
