// slice and substring, including negative, swapped and out-of-range indices.
const s: string = "0123456789";
console.log(s.slice(2), s.slice(2, 5), s.slice(-3), s.slice(-3, -1), s.slice(5, 2));
console.log(s.substring(2), s.substring(2, 5), s.substring(5, 2), s.substring(-3), s.substring(-3, 4));
console.log(s.slice(0, 100), s.slice(100), s.substring(100), s.slice(-100, 2));
console.log(s.slice(2.7, 5.2), s.substring(NaN, 3), s.slice(NaN), s.slice(0, NaN));
console.log(s.slice(), s.substring(0), "[" + s.slice(3, 3) + "]");
console.log(s.charAt(2.9), s.slice(-0), s.substring(Infinity), s.slice(-Infinity, 1));
function reverse(str: string): string {
  let out: string = "";
  for (let i = str.length - 1; i >= 0; i--) {
    out += str[i];
  }
  return out;
}
console.log(reverse(s), reverse(""), reverse("racecar"), reverse("ab"));
function isPalindrome(str: string): boolean {
  const t: string = str.toLowerCase();
  for (let i = 0, j = t.length - 1; i < j; i++, j--) {
    if (t[i] !== t[j]) return false;
  }
  return true;
}
console.log(isPalindrome("Racecar"), isPalindrome("kiln"), isPalindrome(""), isPalindrome("Aa"));
