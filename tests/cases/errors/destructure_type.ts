// A destructured element of the wrong type for its variable.
let n = 0;
let s = "";
[n, s] = ["one", 1]; // expect error: Type 'string' is not assignable to type 'number'.
console.log(n, s);
