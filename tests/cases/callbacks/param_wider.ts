// A callback may declare a parameter wider than what its context passes
// (`c?: string` where a string comes, `x: number | null` where a number comes):
// the value is widened on entry.
const camel = (s: string) => s.replace(/[-_\s]+(.)?/g, (_m, c?: string) => (c ? c.toUpperCase() : ""));
console.log(["foo-bar", "hello_world_again", "  spaced out  ", "trailing-"].map(camel));
const opt = "a1b22c".replace(/([a-z])(\d+)?/g, (_m: string, l: string, d: string | undefined) => `${l}<${d ?? "none"}>`);
console.log(opt);
const labels = [3, 0, 7].map((n: number | null, i) => (n ? `#${i}:${n}` : `#${i}:zero`));
console.log(labels);
const sorted = ["b", "a", "c"].sort((x: string | undefined, y: string | undefined) => (x ?? "").localeCompare(y ?? ""));
console.log(sorted);
function each(xs: number[], f: (x: number, i: number) => void) { xs.forEach(f); }
each([1.5, 2], (x: number | string, i) => console.log(i, typeof x, x));
const vowels = new Set("programming");
console.log(vowels, vowels.has("g"), new Set("\u{1F600}ab\u{1F600}").size);
