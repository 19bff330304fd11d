// Decorators change the class at run time and are not compiled: each one is
// refused, never silently dropped (a dropped @logged printed nothing).
function logged(target: (a: number) => number, context: unknown) { return target; }
function tag(target: unknown, context: unknown) {}
@tag // expect error: unsupported: decorators ('@tag')
class Calc {
  @tag total = 0; // expect error: unsupported: decorators ('@tag')
  @logged // expect error: unsupported: decorators ('@logged')
  twice(a: number): number { return a * 2; }
}
console.log(new Calc().twice(2));
