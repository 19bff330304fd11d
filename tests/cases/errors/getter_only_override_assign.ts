class Temp {
  private c = 0;
  get celsius(): number { return this.c; }
  set celsius(v: number) { this.c = v; }
}
class Fixed extends Temp {
  override get celsius(): number { return 100; }
}
const f = new Fixed();
f.celsius = 5; // expect error: Cannot assign to 'celsius' because it is a read-only property.
console.log(f.celsius);
