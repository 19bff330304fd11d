// An object literal's method binds no name of its own: inside `check() {}`
// the name `check` is the function outside (Kiln bound the method itself,
// so the call recursed forever), and a method named by a string is named
// without its quotes.
function check(x: number): boolean {
  return x > 0;
}
function fact(n: number): number {
  return n <= 1 ? 1 : n * fact(n - 1);
}
const api = {
  check(x: number): string {
    return check(x) ? "pos" : "non-pos";
  },
  fact(n: number): number {
    return n <= 1 ? 1 : n * this.fact(n - 1) + fact(3) - 6;
  },
  "kebab-name"(): string {
    return "k";
  },
  *check2(): Generator<boolean> {
    yield check(1);
    yield check(-1);
  },
};
console.log(api.check(3), api.check(-1), api.fact(5), api["kebab-name"](), [...api.check2()]);
console.log(api.check.name, api.fact.name, api["kebab-name"].name, api.check2.name);
console.log({ check: api.check, kebab: api["kebab-name"] });
class K {
  check(x: number): string {
    return check(x) ? "yes" : "no";
  }
}
console.log(new K().check(1));
