// A value asserted to 'never' is refused (a never-typed place holds no value; it would print undefined).
function fail(x: never): string { return "unexpected " + JSON.stringify(x); }
console.log(fail({ kind: "hex" } as never)); // expect error: unsupported: asserting a value of type '{ kind: string; }' to 'never'
