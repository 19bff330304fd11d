// Mini programs the driver runs.  `N` is defined by the driver before each run.

export interface Script {
  name: string;
  source: string;
  /** true when the script is expected to stop with an error */
  fails?: boolean;
}

export const SCRIPTS: Script[] = [
  {
    name: "basics",
    source: `
let greeting = "Hello"
let who = {name: "Mini", version: 1.5}
print(greeting + ", " + who.name + " v" + str(who.version))
let xs = [3, 1, 4, 1, 5, 9, 2, 6]
print("sorted:", sort(xs), "len", len(xs))
let total = 0
for x in xs { total += x }
print("total", total, "mean", total / len(xs))
print("squares", map(0..6, fn(i) => i * i))
print("evens", filter(0..10, fn(i) => i % 2 == 0))
print(-7 % 3, 7 / 2, 1 / 3, 2 == 2.0, "a" < "b", [1, [2, "x"]] == [1, [2, "x"]])
`,
  },
  {
    name: "closures",
    source: `
fn counter(start) {
  let n = start
  return fn() { n += 1; return n }
}
let c1 = counter(10)
let c2 = counter(100)
c1() c1()
print("counters", c1(), c2())
fn compose(f, g) => fn(x) => f(g(x))
let inc = fn(x) => x + 1
let dbl = fn(x) => x * 2
print("compose", compose(inc, dbl)(5), compose(dbl, inc)(5))
fn fib(n) { if n < 2 { return n } return fib(n - 1) + fib(n - 2) }
print("fib", map(0..15, fib))
print(fib, inc, print)
`,
  },
  {
    name: "records",
    source: `
let inventory = {}
let orders = [
  {sku: "apple", qty: 3, price: 0.5},
  {sku: "pear", qty: 2, price: 0.75},
  {sku: "apple", qty: 10, price: 0.45},
  {sku: "fig", qty: 1, price: 2},
]
for o in orders {
  if has(inventory, o.sku) {
    inventory[o.sku].qty += o.qty
    inventory[o.sku].revenue += o.qty * o.price
  } else {
    inventory[o.sku] = {qty: o.qty, revenue: o.qty * o.price}
  }
}
for k in sort(keys(inventory)) {
  let e = inventory[k]
  print(pad(k, -8) + pad(e.qty, 4) + pad(e.revenue, 8))
}
print(inventory)
let words = split("the quick brown fox jumps over the lazy dog the end", " ")
let freq = {}
for w in words { if has(freq, w) { freq[w] += 1 } else { freq[w] = 1 } }
print(freq, "distinct", len(freq))
`,
  },
  {
    name: "errors",
    source: `
fn safeDiv(a, b) {
  try { return a / b } catch e { print("caught:", e); return nil }
}
print(safeDiv(1, 0), safeDiv(9, 3))
try { throw {code: 42, why: "custom"} } catch e { print("thrown record", e.code, e.why) }
try { [1, 2][5] } catch e { print("caught:", e) }
try { undefinedThing(1) } catch e { print("caught:", e) }
fn deep(n) => deep(n + 1)
try { deep(0) } catch e { print("caught:", e) }
let i = 0
while true {
  i += 1
  if i % 2 == 0 { continue }
  if i > 7 { break }
  print("odd", i)
}
`,
  },
  {
    name: "workload",
    source: `
# sieve, string building and a record-keyed histogram; N scales it
fn sieve(n) {
  let flags = []
  for i in 0..n { push(flags, true) }
  let primes = []
  for i in 2..n {
    if flags[i] {
      push(primes, i)
      let j = i * i
      while j < n { flags[j] = false; j += i }
    }
  }
  return primes
}
let ps = sieve(N)
print("primes below", N, len(ps), "last", ps[-1])
let buckets = {}
for p in ps {
  let key = "d" + str(p % 10)
  if has(buckets, key) { buckets[key] += 1 } else { buckets[key] = 1 }
}
print("last digits", buckets)
let acc = reduce(ps, fn(a, p) => (a * 31 + p) % 1000003, 7)
print("hash", acc)
fn collatz(n) {
  let steps = 0
  while n != 1 {
    if n % 2 == 0 { n = n / 2 } else { n = 3 * n + 1 }
    steps += 1
  }
  return steps
}
let best = 0
let bestAt = 0
for k in 1..(N / 10) {
  let s = collatz(k)
  if s > best { best = s; bestAt = k }
}
print("longest collatz below", N / 10, "at", bestAt, "steps", best)
`,
  },
  { name: "syntax error", source: "let x = (1 + \n 2", fails: true },
  { name: "bad escape", source: 'print("a\\qb")', fails: true },
  { name: "runtime error", source: 'let r = {a: 1}\nprint(r.a + len(5))', fails: true },
  { name: "type error", source: 'print(1 < "two")', fails: true },
];
