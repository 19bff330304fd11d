class Conv {
  static parse(s: string): number;
  static parse(n: number): string;
  static parse(x: string | number): number | string {
    return typeof x === "string" ? Number(x) : String(x);
  }
}
const n: number = Conv.parse(3); // expect error: Type 'string' is not assignable to type 'number'.
