type Lazy<T> = () => { head: T; tail: Lazy<T> } | null; // expect error: unsupported: a generic type alias 'Lazy' that refers to itself through a union or function type
const one: Lazy<number> = () => null;
console.log(one());
