// A dictionary's missing key read with dot syntax keeps undefined where the context does.
const opts: Record<string, number> = { retries: 2 };
console.log(opts.timeout ?? 30, opts.retries ?? 1, opts.timeout === undefined, typeof opts.timeout, opts.timeout);
console.log(`t=${opts.timeout} r=${opts.retries}`);
const names: Record<string, string> = {};
console.log(names.x ?? "anon", names.x === undefined);
