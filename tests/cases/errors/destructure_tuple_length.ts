// More names than the tuple has elements.
const t: [string, number] = ["a", 1];
const [a, b, c] = t; // expect error: Tuple type '[string, number]' of length '2' has no element at index '2'.
console.log(a, b, c);
