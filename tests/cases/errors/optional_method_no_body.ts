// An optional method without a body in a class is refused with a clear message (not "implementation is missing").
abstract class Cmd {
  abstract run(): string;
  undo?(): void; // expect error: unsupported: optional method 'undo' without a body
}
class A extends Cmd {
  run(): string { return "a"; }
}
console.log(new A().run());
