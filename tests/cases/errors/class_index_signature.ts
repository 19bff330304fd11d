// A class index signature would add properties to instances at run time,
// which the fixed layout of a class instance does not have: refused.
class Bag {
  [key: string]: number | ((...a: any[]) => any); // expect error: unsupported: an index signature in a class
  count: number = 0;
  add(): void {
    this.count++;
  }
}
const b = new Bag();
b.add();
console.log(b.count);
