// Sorts the characters of a string by repeated selection (strings only, no arrays).
function sortChars(s: string): string {
  let rest: string = s;
  let out: string = "";
  while (rest.length > 0) {
    let min: number = 0;
    for (let i = 1; i < rest.length; i++) {
      if (rest[i] < rest[min]) min = i;
    }
    out += rest[min];
    rest = rest.slice(0, min) + rest.slice(min + 1);
  }
  return out;
}
function isAnagram(a: string, b: string): boolean {
  return sortChars(a.toLowerCase()) === sortChars(b.toLowerCase());
}
console.log(sortChars("typescript"), sortChars("Kiln Compiler"), sortChars(""), sortChars("zyxZYX"));
console.log(sortChars("héllo wörld"), sortChars("日本語カナ"));
console.log(isAnagram("Listen", "Silent"), isAnagram("Dormitory", "dirtyroom"), isAnagram("abc", "abd"));
function dedupe(s: string): string {
  let out: string = "";
  for (let i = 0; i < s.length; i++) if (!out.includes(s[i])) out += s[i];
  return out;
}
console.log(dedupe("mississippi"), dedupe(sortChars("mississippi")), dedupe(""));
