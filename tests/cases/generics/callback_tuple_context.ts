// A type argument that only the callback's result gives, where the call's
// expected type makes it a tuple: the callback's array literal is that tuple.
type Parser<T> = (s: string) => { value: T; rest: string } | null;
const map = <A, B>(p: Parser<A>, f: (a: A) => B): Parser<B> => (s) => {
  const r = p(s);
  return r && { value: f(r.value), rest: r.rest };
};
const char: Parser<string> = (s) => (s ? { value: s[0], rest: s.slice(1) } : null);
const pair = <A, B>(a: Parser<A>, b: Parser<B>): Parser<[A, B]> => (s) => {
  const ra = a(s);
  const rb = ra && b(ra.rest);
  return ra && rb && { value: [ra.value, rb.value], rest: rb.rest };
};
const swapped: Parser<[string, string]> = map(pair(char, char), ([x, y]) => [y, x]);
console.log(swapped("abc"), swapped("a"));
function triple<A, B, C>(a: Parser<A>, b: Parser<B>, c: Parser<C>): Parser<[A, B, C]> {
  return map(pair(pair(a, b), c), ([[x, y], z]) => [x, y, z]);
}
const digit = map(char, Number);
console.log(triple(char, digit, char)("x7y!"));
