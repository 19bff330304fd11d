// string | null, passed around and narrowed with === null checks.
function firstWord(s: string): string | null {
  const t: string = s.trim();
  if (t.length === 0) return null;
  const sp: number = t.indexOf(" ");
  return sp < 0 ? t : t.slice(0, sp);
}
function describe(w: string | null): string {
  if (w === null) return "(none)";
  return `${w} (${w.length})`;
}
console.log(firstWord("hello world"), firstWord("   "), firstWord("single"));
console.log(describe(firstWord("  leading space")), describe(firstWord("")), describe(null));
let current: string | null = null;
console.log(current, current === null, current ?? "fallback");
current = "set";
console.log(current, current === null, current ?? "fallback", current.toUpperCase());
current = firstWord("");
console.log(current === null ? "null again" : current);
function joinNullable(a: string | null, b: string | null): string {
  return (a ?? "-") + "/" + (b ?? "-");
}
console.log(joinNullable("x", "y"), joinNullable(null, "y"), joinNullable("x", null), joinNullable(null, null));
let found: string | null = null;
const names: string = "ann bob carla dave";
let at: number = 0;
while (at < names.length) {
  const w: string | null = firstWord(names.slice(at));
  if (w !== null && w.length > 4) {
    found = w;
    break;
  }
  at += (w ?? "").length + 1;
}
console.log("first long name:", found);
