// The replacer's offset parameter is passed when the compiler knows the pattern's groups (a regex literal, or a const holding one), not for a RegExp from elsewhere.
function digits(): RegExp { return /\d/g; }
const s = "a1b2".replace(digits(), (d: string, offset: number) => `${d}@${offset}`); // expect error: unsupported: a replacer function whose parameters are not all strings (offset and input are passed only when the pattern is a regex literal)
console.log(s);
