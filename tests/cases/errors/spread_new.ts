// Spread arguments of a constructor call are not supported yet.
class P {
  constructor(
    public x: number,
    public y: number,
  ) {}
}
const xy: [number, number] = [1, 2];
console.log(new P(...xy)); // expect error: unsupported: spread arguments
