// JSON.parse with a reviver: called bottom-up with each key and value; undefined deletes.
const text = '{"name": "report", "created": "2024-05-01", "totals": [1, 2, 3], "secret": "x", "nested": {"a": 1, "b": [true, {"c": 2}]}}';
const seen: string[] = [];
const v = JSON.parse(text, (key, value) => {
  seen.push(key === "" ? "(root)" : key);
  if (key === "secret") return undefined;
  if (typeof value === "number") return value * 10;
  return value;
});
console.log(seen.join(" "));
console.log(v);
console.log(JSON.stringify(v));
const dates = JSON.parse('[{"at": "2024-01-02"}, {"at": "2023-12-31"}]', (k, val) => (k === "at" ? val.replaceAll("-", "/") : val));
console.log(dates);
const arr = JSON.parse("[1, 2, 3, 4]", (k, val) => (typeof val === "number" && val % 2 === 0 ? undefined : val));
console.log(arr, arr.length);
const whole = JSON.parse('{"x": 1}', (k, val) => (k === "" ? "replaced" : val));
console.log(whole);
