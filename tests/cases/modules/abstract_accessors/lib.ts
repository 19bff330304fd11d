export let a: number;
a = 41;
export const b = a + 1;
export abstract class Base {
  abstract name(): string;
  get label(): string { return "<" + this.name() + ">"; }
  set label(v: string) { console.log("set", v); }
  static made = 0;
}
