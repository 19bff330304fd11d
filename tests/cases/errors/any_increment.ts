// ++ and -- on a variable of type any are refused with a way out (they were
// reported as "'q' is of type 'unknown'").
let q: any = 5;
q++; // expect error: unsupported: '++' on a variable of type 'any' (write `q = Number(q) + 1`)
--q; // expect error: unsupported: '--' on a variable of type 'any' (write `q = Number(q) - 1`)
console.log(q);
