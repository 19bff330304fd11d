// charCodeAt and String.fromCharCode: a Caesar cipher and a hex dump.
function caesar(s: string, shift: number): string {
  let out: string = "";
  for (let i = 0; i < s.length; i++) {
    const c: number = s.charCodeAt(i);
    if (c >= 65 && c <= 90) {
      out += String.fromCharCode(((c - 65 + shift + 26) % 26) + 65);
    } else if (c >= 97 && c <= 122) {
      out += String.fromCharCode(((c - 97 + shift + 26) % 26) + 97);
    } else {
      out += s[i];
    }
  }
  return out;
}
const msg: string = "Attack at Dawn! zZ";
const enc: string = caesar(msg, 3);
console.log(enc, caesar(enc, -3), caesar(msg, 13), caesar(caesar(msg, 13), 13) === msg);
let dump: string = "";
const data: string = "Kiln\n日é";
for (let i = 0; i < data.length; i++) {
  dump += data.charCodeAt(i).toString(16).padStart(4, "0") + " ";
}
console.log(dump.trimEnd());
console.log(String.fromCharCode(72, 105, 33), String.fromCharCode(), String.fromCharCode(0x65e5, 0x672c));
console.log(String.fromCharCode(65.9, 65536 + 66, -1).length, String.fromCharCode(65.9, 65536 + 66));
console.log(String.fromCharCode(-1).charCodeAt(0), "abc".charCodeAt(-1), "abc".charCodeAt(3));
let alphabet: string = "";
for (let c = 97; c < 97 + 26; c++) alphabet += String.fromCharCode(c);
console.log(alphabet, alphabet.length);
