// Private members stay private to the generic class.
class Vault<T> {
  private secret: T;
  constructor(s: T) {
    this.secret = s;
  }
  same(other: Vault<T>): boolean {
    return this.secret === other.secret;
  }
}
const v = new Vault("x");
console.log(v.same(new Vault("x")));
console.log(v.secret); // expect error: Property 'secret' is private and only accessible within class 'Vault<T>'.
