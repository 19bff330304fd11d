const samples = ["hello world", "a/b?c=d&e=f#g", "ü€𝄞", "~!*'()-_.", ";,/?:@&=+$#", "100%", ""];
for (const s of samples) {
  const a = encodeURIComponent(s), b = encodeURI(s);
  console.log(JSON.stringify(s), a, b, decodeURIComponent(a) === s, decodeURI(b) === s);
}
console.log(decodeURI("%2F%3Fa%20b%C3%BC"), decodeURIComponent("%2F%3Fa%20b%c3%bc"));
for (const bad of ["%", "%zz", "%C3", "%C3%28", "%E0%80%80", "%ED%A0%80", "%F4%90%80%80", "abc%2"]) {
  try { decodeURIComponent(bad); console.log("ok?", bad); } catch (e) {
    console.log(bad, e instanceof URIError, e instanceof Error, (e as Error).name, (e as Error).message);
  }
}
try { encodeURIComponent("\ud800"); } catch (e) { console.log(String(e)); }
console.log(encodeURIComponent("\ud83d\ude00x"));
