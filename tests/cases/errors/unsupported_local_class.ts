// Classes must be declared at the top level of the module (for now).
function make(): number {
  class Local { v = 1; } // expect error: unsupported: a class declared inside a function or block
  return new Local().v;
}
console.log(make());
