// A literal index past the end of a tuple.
const t: [string, number] = ["a", 1];
console.log(t[2]); // expect error: Tuple type '[string, number]' of length '2' has no element at index '2'.
