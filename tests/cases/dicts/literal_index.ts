const k: string = "a";
console.log(({ a: "x", b: "y" })[k] ?? "none", ({ a: "x", b: "y" })["zz" + k] ?? "none");
const esc = (s: string) => s.replace(/[<>&]/g, (ch) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;" })[ch] ?? ch);
console.log(esc("a < b && c > d"));
const code = (n: number) => ({ 200: "OK", 404: "Not Found" })[n] ?? "Unknown";
console.log(code(200), code(404), code(500));
const label = (s: string): number => ({ low: 1, mid: 5, high: 10 })[s] || 0;
console.log(label("mid"), label("none"));
