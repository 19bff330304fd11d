// private and protected members (TypeScript-only) behave as ordinary properties at run time.
class Vault {
  private secret: string;
  protected attempts = 0;
  public opened = false;
  constructor(secret: string) {
    this.secret = secret;
  }
  private check(guess: string): boolean {
    this.attempts++;
    return guess === this.secret;
  }
  open(guess: string): boolean {
    if (this.attempts >= 3) return false;
    this.opened = this.check(guess);
    return this.opened;
  }
  protected hint(): string {
    return this.secret[0] + "*".repeat(this.secret.length - 1);
  }
}

class HintedVault extends Vault {
  ask(): string {
    return this.hint() + " after " + this.attempts + " attempts";
  }
  resetAttempts(): void {
    this.attempts = 0;
  }
}

const v = new HintedVault("swordfish");
console.log(v.open("password"), v.ask());
console.log(v.open("letmein"), v.open("swordfish"), v.open("swordfish"), v.opened);
v.resetAttempts();
console.log(v.open("swordfish"), v.opened, v.ask());
console.log(v);

// Protected constructor-style: a static factory in the class.
class Token {
  private static issued = 0;
  private constructor(public readonly id: number, public readonly scope: string) {}
  static create(scope: string): Token {
    Token.issued++;
    return new Token(Token.issued, scope);
  }
  static total(): number {
    return Token.issued;
  }
}
const t1 = Token.create("read");
const t2 = Token.create("write");
console.log(t1.id, t1.scope, t2.id, t2.scope, Token.total());
console.log(t2);

// A private member of another instance of the same class is accessible.
class Score {
  constructor(private points: number) {}
  beats(o: Score): boolean {
    return this.points > o.points;
  }
  merge(o: Score): Score {
    return new Score(this.points + o.points);
  }
}
const s1 = new Score(10);
const s2 = new Score(7);
console.log(s1.beats(s2), s2.beats(s1), s2.merge(s1).beats(s1), s1.merge(s2));
