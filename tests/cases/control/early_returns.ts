// Guard clauses, nested ifs with returns and loops that return from inside.
function firstDivisor(n: number): number {
  if (n < 2) return -1;
  for (let d = 2; d * d <= n; d++) {
    if (n % d === 0) return d;
  }
  return n;
}
function validate(user: string, age: number): string {
  if (user.length === 0) return "empty user";
  if (user.length > 12) return "user too long";
  if (!(age >= 0)) return "bad age";
  if (age < 18) {
    if (age < 13) return "child";
    return "teen";
  }
  return "ok";
}
console.log(firstDivisor(1), firstDivisor(97), firstDivisor(91), firstDivisor(2 ** 31 - 1), firstDivisor(1e9 + 9));
console.log(validate("", 30), validate("averyveryverylongname", 30), validate("bob", NaN));
console.log(validate("ann", 8), validate("ann", 15), validate("ann", 40));
function findPair(target: number): string {
  for (let a = 1; a < 50; a++) {
    for (let b = a; b < 50; b++) {
      if (a * a + b * b === target) return `${a}^2 + ${b}^2`;
    }
  }
  return "none";
}
console.log(findPair(25), findPair(50), findPair(3), findPair(2025));
