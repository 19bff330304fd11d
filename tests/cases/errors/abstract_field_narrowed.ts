abstract class Shape {
  abstract label?: string;
  show(): string { return this.label ?? "?"; }
}
class Square extends Shape {
  label = "square"; // expect error: unsupported: field 'label' of type 'string' implements the writable abstract property 'label' of type 'string | undefined' of class 'Shape'; declare it with the type 'string | undefined'
}
console.log(new Square().show());
