// Iterative Euclid, extended Euclid and modular inverse.
function gcd(a: number, b: number): number {
  a = Math.abs(a);
  b = Math.abs(b);
  while (b !== 0) {
    const t: number = a % b;
    a = b;
    b = t;
  }
  return a;
}
let egX: number = 0;
let egY: number = 0;
function extgcd(a: number, b: number): number {
  if (b === 0) {
    egX = 1;
    egY = 0;
    return a;
  }
  const g: number = extgcd(b, a % b);
  const x1: number = egX;
  egX = egY;
  egY = x1 - Math.floor(a / b) * egY;
  return g;
}
function modinv(a: number, m: number): number {
  const g: number = extgcd(a, m);
  if (g !== 1) return -1;
  return ((egX % m) + m) % m;
}
console.log(gcd(1071, 462), gcd(-48, 180), gcd(0, 0), gcd(13, 0), gcd(2 ** 52, 3 * 2 ** 20));
console.log(extgcd(240, 46), egX, egY, 240 * egX + 46 * egY);
console.log(modinv(3, 11), modinv(10, 17), modinv(6, 9), modinv(123456, 1000000007));
let coprime: number = 0;
for (let a = 1; a <= 100; a++) for (let b = 1; b <= 100; b++) if (gcd(a, b) === 1) coprime++;
console.log("coprime pairs in 1..100:", coprime, (coprime / 10000).toFixed(4), (6 / (Math.PI * Math.PI)).toFixed(4));
