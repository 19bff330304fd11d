// A conditional between an unknown and a literal is unknown (it was given a literal-ish exact type that refused the unknown).
const values: unknown[] = [1, 'a', null, { k: true }];
for (let i = 0; i < 5; i++) {
  const v = i < values.length ? values[i] : '';
  const w = i % 2 ? 'odd' : values[i];
  console.log(i, typeof v, JSON.stringify(v), typeof w, String(w));
}
function tag(strings: TemplateStringsArray, ...vals: unknown[]): string {
  return strings.reduce((out, s, i) => {
    const v = i < vals.length ? vals[i] : '';
    return out + s + (Array.isArray(v) ? v.join('|') : String(v));
  }, '');
}
console.log(tag`a${1}b${[2, 3]}c${null}d`);
