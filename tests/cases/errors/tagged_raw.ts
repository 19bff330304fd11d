function r(strings: TemplateStringsArray, ...v: unknown[]): string {
  return strings.raw.join(""); // expect error: unsupported: property 'raw' of an array
}
console.log(r`a\n${1}`);
