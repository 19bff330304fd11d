// Property keys: identifiers print bare, anything else is quoted.
const o = {
  plain: 1,
  _under: 2,
  camelCase: 3,
  A9: 4,
  $dollar: 5,
  "with-dash": 6,
  "with space": 7,
  "1starts": 8,
  "dot.ted": 9,
  "": 10,
  "ünïcode": 11,
  "it's": 12,
};
console.log(o);
// Integer-like keys come first, ascending, whatever the literal order.
console.log({ z: 1, 10: "ten", 2: "two", a: 2, 0: "zero" });
console.log({ "-1": "neg", "01": "lead", 1: "one", "1.5": "frac" });
// Keys in class instances follow the same rules.
class HttpHeaders {
  "content-type" = "text/html";
  "x-id" = 7;
  host = "example";
}
console.log(new HttpHeaders());
// Nested objects with quoted keys.
console.log({ "outer key": { "inner-key": ["v"] } });
