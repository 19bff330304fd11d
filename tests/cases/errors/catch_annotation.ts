// A catch variable can only be annotated unknown or any.
try {
  console.log("x");
} catch (e: string) { // expect error: Catch clause variable type annotation must be 'any' or 'unknown' if specified.
  console.log(e);
}
