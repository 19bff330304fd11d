// A class that implements neither the abstract getter nor a field of that name.
abstract class Shape {
  abstract get kind(): string;
  describe(): string {
    return "a " + this.kind;
  }
}
class Blob extends Shape { // expect error: Non-abstract class 'Blob' does not implement inherited abstract member 'kind' from class 'Shape'.
  size = 3;
}
console.log(new Blob().describe());
