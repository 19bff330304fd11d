// Leaving a for...of early closes the generator: its finally blocks run
// (Node calls the iterator's return()).
function* resource(): Generator<number> {
  console.log("open");
  try {
    for (let i = 0; i < 5; i++) yield i;
  } finally {
    console.log("close");
  }
}
for (const x of resource()) {
  if (x === 2) break;
  console.log("use", x);
}
console.log("after loop");
