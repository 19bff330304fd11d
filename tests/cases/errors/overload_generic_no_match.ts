function first<T>(xs: T[]): T | undefined;
function first<T>(xs: T[], d: T): T;
function first<T>(xs: T[], d?: T): T | undefined { return xs.length > 0 ? xs[0] : d; }
const z = first([1], "s"); // expect error: No overload matches this call.
console.log(z);
