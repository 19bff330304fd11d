// instanceof across a hierarchy, siblings, nullable values and interfaces.
class Vehicle {
  constructor(public wheels: number) {}
  kind(): string {
    return "Vehicle";
  }
}
class Car extends Vehicle {
  constructor() {
    super(4);
  }
  kind(): string {
    return "Car";
  }
}
class SportsCar extends Car {
  kind(): string {
    return "SportsCar/" + super.kind();
  }
}
class Bike extends Vehicle {
  constructor() {
    super(2);
  }
  kind(): string {
    return "Bike";
  }
}
class Unrelated {}

const things: Vehicle[] = [new Vehicle(3), new Car(), new SportsCar(), new Bike()];
for (const t of things) {
  console.log(
    t.kind().padEnd(13),
    t instanceof Vehicle,
    t instanceof Car,
    t instanceof SportsCar,
    t instanceof Bike,
    t.wheels,
  );
}

// Narrowing with instanceof to call subclass-only members.
class Circle {
  constructor(public r: number) {}
  area(): number {
    return Math.PI * this.r * this.r;
  }
}
class Square {
  constructor(public s: number) {}
  area(): number {
    return this.s * this.s;
  }
  diagonal(): number {
    return this.s * Math.SQRT2;
  }
}
function info(x: Circle | Square): string {
  if (x instanceof Square) return "square diag " + x.diagonal().toFixed(3);
  return "circle r " + x.r;
}
console.log(info(new Circle(2)), "|", info(new Square(3)));

// instanceof with null and plain objects.
function check(v: Vehicle | null): string {
  if (v === null) return "null";
  return v instanceof Car ? "car" : "other";
}
console.log(check(null), check(new SportsCar()), check(new Bike()));
const plain: Vehicle = { wheels: 4, kind: () => "plain" };
console.log(plain instanceof Vehicle, plain instanceof Car, plain.wheels, plain.kind());
const u: Unrelated | Vehicle = new Unrelated();
console.log(u instanceof Unrelated, u instanceof Vehicle);

// Counting by kind.
let cars = 0;
let bikes = 0;
let others = 0;
for (const t of things) {
  if (t instanceof Car) cars++;
  else if (t instanceof Bike) bikes++;
  else others++;
}
console.log(cars, bikes, others);
