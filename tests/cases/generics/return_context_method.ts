// A generic call returned from a function whose return type comes from its
// context (a method of an object literal typed by an interface, an arrow
// passed where a typed callback is expected) infers its type arguments from
// that return type, as tsc does.
type Result<T> = { ok: true; value: T } | { ok: false; error: string };
const ok = <T>(value: T): Result<T> => ({ ok: true, value });
const err = <T>(error: string): Result<T> => ({ ok: false, error });

interface Parser<T> {
  parse(input: string): Result<T>;
}

const int: Parser<number> = {
  parse(input) {
    if (!/^-?\d+$/.test(input)) return err(`not an integer: ${input}`);
    return ok(Number(input));
  },
};

const words: Parser<string[]> = {
  parse: (input) => (input.trim() ? ok(input.trim().split(/\s+/)) : err("empty")),
};

function parseAll<T>(p: Parser<T>, inputs: string[]): string[] {
  return inputs.map((s) => {
    const r = p.parse(s);
    return r.ok ? `ok ${JSON.stringify(r.value)}` : `error ${r.error}`;
  });
}

console.log(parseAll(int, ["42", "-7", "4.5", "x"]).join("; "));
console.log(parseAll(words, ["a b  c", "   "]).join("; "));

function retry<T>(attempts: number, f: (n: number) => Result<T>): Result<T> {
  let last: Result<T> = err("never tried");
  for (let i = 1; i <= attempts; i++) {
    last = f(i);
    if (last.ok) return last;
  }
  return last;
}
const r = retry<string>(3, (n) => (n < 3 ? err(`attempt ${n} failed`) : ok(`done on ${n}`)));
console.log(r.ok ? r.value : r.error);
