class Base {
  value(): number | string { return "base"; }
  label(): string { return "base"; }
}
class Derived extends Base {
  value(): number { return 42; } // expect error: 'Derived.value' overrides 'Base.value' with a type held differently at run time
  label(): string { return "derived"; }
}
const b: Base = new Derived();
console.log(b.value(), b.label());
