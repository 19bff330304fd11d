abstract class Shape {
  static make(): Shape {
    return new this(); // expect error: Cannot create an instance of an abstract class.
  }
  abstract area(): number;
}
console.log(Shape);
