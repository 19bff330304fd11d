// Object.keys/values of numeric and mixed enums (the reverse mapping, integer keys first); constant-expression initializers (flags)
enum Level { Debug, Info, Warn, Error }
enum Mixed { A = 5, B, C = "c", D = 2, E = -1, F = 5 }
enum Bits { None = 0, R = 1 << 2, W = 1 << 1, X = 1 }
console.log(Object.keys(Level), Object.values(Level));
console.log(Object.keys(Mixed), Object.values(Mixed));
console.log(Object.keys(Bits), Object.values(Bits));
const names = Object.keys(Level).filter(k => isNaN(Number(k)));
const nums = Object.values(Level).filter((v): v is number => typeof v === "number");
console.log(names, nums, nums.map(n => Level[n]));
for (const k of Object.keys(Bits)) console.log(k);
enum Perm { Read = 1 << 0, Write = 1 << 1, Exec = 1 << 2, All = Read | Write | Exec, Mask = ~All & 0xff, Half = 10 / 4, Neg = -(2 ** 3) }
console.log(Perm.All, Perm.Mask, Perm.Half, Perm.Neg, Perm[7], (Perm.Read | Perm.Exec) & Perm.All);
const has = (p: number, f: Perm) => (p & f) === f;
console.log(has(Perm.All, Perm.Write), has(Perm.Read, Perm.Write));
