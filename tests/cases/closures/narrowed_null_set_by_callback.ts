// A `let` narrowed to null by its initializer and then set by a callback:
// tsc still types it null, but reading it must see what the callback stored.
interface Todo { title: string }
let first: Todo | null = null;
const remember = (t: Todo) => { first = t; };
[{ title: "a" }, { title: "b" }].forEach(t => { if (!first) remember(t); });
console.log(first);
const f = first as Todo | null;
console.log(f === null ? "none" : f.title);
function scan(words: string[]): string {
  let longest: string | undefined = undefined;
  words.forEach(w => { if (longest === undefined || w.length > longest.length) longest = w; });
  return String(longest);
}
console.log(scan(["ab", "abcd", "abc"]), scan([]));
