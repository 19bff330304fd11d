// The replacer gets the match and the captures; the offset parameter is not passed.
const s = "a1b2".replace(/\d/g, (d: string, offset: number) => `${d}@${offset}`); // expect error: unsupported: a replacer function whose parameters are not all strings (offset and input are not passed)
console.log(s);
