// What an object literal standing for a class instance cannot do here.
class P {
  x = 0;
  y = 0;
  len(): number {
    return Math.hypot(this.x, this.y);
  }
}
const ok: P = { x: 1, y: 2, len: () => 3 };
const swapped: P = { y: 2, x: 1, len: () => 3 }; // expect error: unsupported: an object literal standing for a 'P' must list the class's fields in declaration order, then its methods (property 'x')
const f = ok.len; // expect error: unsupported: using method 'len' as a value (an object literal stands for a 'P' in this program)
class Temp {
  get celsius(): number {
    return 20;
  }
}
const t: Temp = { celsius: 3 }; // expect error: unsupported: an object literal where an instance of class 'Temp' (a class with accessors) is expected
class Secret {
  private key = "k";
}
const s: Secret = { key: "k" }; // expect error: Property 'key' is private in type 'Secret' but not in type '{ ... }'.
class Opt {
  a = 1;
  b?: string;
}
const o: Opt = { a: 2 }; // expect error: unsupported: an object literal standing for a 'Opt' without its optional field 'b'
console.log(ok, swapped, f, t, s, o);
