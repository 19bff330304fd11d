// bigint values held as any and unknown: operators decided at run time (V8's TypeError when mixed).
const a: any = JSON.parse("5");
const b: any = 7n;
try { console.log(a * 2n); } catch (e) { console.log(String(e)); }
try { console.log(b * 2n, b + 1n, b - 1n, b ** 2n, b + "s"); } catch (e) { console.log(String(e)); }
try { console.log(a + 1n); } catch (e) { console.log(String(e)); }
console.log(typeof b, b, [b]);
const u: unknown = b;
console.log(typeof u === "bigint" ? u * 3n : "no");
