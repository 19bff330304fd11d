// btoa/atob (the prelude's, in TypeScript): Latin-1 strings to base64 and back,
// with Node's forgiving decoding and its DOMExceptions.
console.log(btoa("Many hands"), atob("TWFueSBoYW5kcw=="), btoa(""), btoa("a"), btoa("ab"), btoa("\xff\xfe"));
console.log(JSON.stringify(atob(" TW Fu\neQ ")), atob("YQ"), atob("YWI="), [...atob("//79")].map((c) => c.charCodeAt(0)));
for (const bad of ["é€", "a\u0100"]) {
  try { btoa(bad); } catch (e) { console.log(e instanceof DOMException, (e as DOMException).name, (e as Error).message, (e as DOMException).code); }
}
for (const bad of ["abcde", "ab!c", "a===", "YQ==="]) {
  try { console.log(JSON.stringify(atob(bad))); } catch (e) { console.log(bad, (e as Error).name, (e as Error).message); }
}
for (const odd of ["YQ", "YWJj", "Y Q = =", "YQ=", "YWI", "Y", "=", "", "YQ==\n"]) {
  try { console.log(JSON.stringify(odd), JSON.stringify(atob(odd))); } catch (e) { console.log(JSON.stringify(odd), (e as Error).message); }
}
console.log(btoa(atob("3q2+7w==")) === "3q2+7w==");
