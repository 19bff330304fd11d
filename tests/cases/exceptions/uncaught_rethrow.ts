// A handler that does not recognise the error rethrows it; a runtime TypeError ends the program.
interface Node2 {
  value: number;
  next: Node2 | undefined;
}
const list: Node2[] = [{ value: 1, next: undefined }];
function second(): number {
  return list[1].value;
}
try {
  console.log(second());
} catch (e) {
  if (e instanceof RangeError) console.log("range");
  else {
    console.log("rethrowing", e instanceof TypeError);
    throw e;
  }
} finally {
  console.log("cleanup");
}
