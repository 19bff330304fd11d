// The result of an optional chain may be undefined.
interface Config { retry?: { attempts: number } }
const cfg: Config = {};
const n: number = cfg.retry?.attempts; // expect error: Type 'number | undefined' is not assignable to type 'number'.
console.log(n);
