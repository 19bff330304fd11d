// Too many elements for a tuple.
const t: [string, number] = ["a", 1, 2]; // expect error: Source has 3 element(s) but target allows only 2.
console.log(t);
