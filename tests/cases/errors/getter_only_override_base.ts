class Temp {
  private c = 0;
  get celsius(): number { return this.c; }
  set celsius(v: number) { this.c = v; }
}
class Fixed extends Temp {
  override get celsius(): number { return 100; }
}
const t: Temp = new Fixed();
t.celsius = 7; // expect error: unsupported: assigning 'celsius' of a 'Temp', whose subclass 'Fixed' overrides the accessor with a getter only
console.log(t.celsius);
