// An unknown caught value is not a string without narrowing.
try {
  throw "text";
} catch (err) {
  if (err instanceof TypeError) console.log(err.message);
  const m: string = err; // expect error: Type 'unknown' is not assignable to type 'string'.
  console.log(m);
}
