// Object.assign onto a class instance copies only into its public fields;
// a property the class does not declare as a field has no slot.
class Widget {
  size = 1;
  constructor(extra: { size: number; color: string }) {
    Object.assign(this, extra); // expect error: unsupported: 'Object.assign' to an instance of class 'Widget' of property 'color'
  }
}
console.log(new Widget({ size: 2, color: "red" }));
