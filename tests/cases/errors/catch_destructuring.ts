// Destructuring the caught value is not supported.
try {
  throw new Error("x");
} catch ({ message }) { // expect error: unsupported: destructuring a caught value
  console.log("caught");
}
