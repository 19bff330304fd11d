// Functional utilities: Result/Option types, pipelines, generics with constraints, utility types.
type Ok<T> = { readonly ok: true; readonly value: T };
type Err<E> = { readonly ok: false; readonly error: E };
type Result<T, E = string> = Ok<T> | Err<E>;

const ok = <T,>(value: T): Ok<T> => ({ ok: true, value });
const err = <E,>(error: E): Err<E> => ({ ok: false, error });

function map<T, U, E>(r: Result<T, E>, f: (t: T) => U): Result<U, E> { return r.ok ? ok(f(r.value)) : r; }
function andThen<T, U, E>(r: Result<T, E>, f: (t: T) => Result<U, E>): Result<U, E> { return r.ok ? f(r.value) : r; }
function unwrapOr<T, E>(r: Result<T, E>, d: T): T { return r.ok ? r.value : d; }
function collect<T, E>(rs: Result<T, E>[]): Result<T[], E> {
  const out: T[] = [];
  for (const r of rs) { if (!r.ok) return r; out.push(r.value); }
  return ok(out);
}

interface User { id: number; name: string; email: string; age: number; roles: Role[]; }
enum Role { Admin, Editor, Viewer }
type UserInput = Partial<Record<keyof Omit<User, "id" | "roles">, string>> & { roles?: string };
type ValidationError = { field: keyof User; message: string };

const parseIntStrict = (s: string | undefined, field: keyof User): Result<number, ValidationError> => {
  if (s === undefined || !/^-?\d+$/.test(s.trim())) return err<ValidationError>({ field, message: `not an integer: ${JSON.stringify(s)}` });
  return ok(parseInt(s, 10));
};
const nonEmpty = (s: string | undefined, field: keyof User): Result<string, ValidationError> =>
  s?.trim() ? ok(s.trim()) : err<ValidationError>({ field, message: "required" });

let nextId = 1;
function validate(input: UserInput): Result<User, ValidationError> {
  return andThen(nonEmpty(input.name, "name"), (name) =>
    andThen(nonEmpty(input.email, "email"), (email) =>
      email.includes("@")
        ? andThen(parseIntStrict(input.age, "age"), (age) => {
            if (age < 0 || age > 150) return err<ValidationError>({ field: "age" as const, message: `out of range: ${age}` });
            const roleNames = (input.roles ?? "Viewer").split(",").map((r) => r.trim());
            const roles = collect(roleNames.map((rn): Result<Role, ValidationError> => {
              const r = Role[rn as keyof typeof Role];
              return r === undefined ? err<ValidationError>({ field: "roles", message: `unknown role ${rn}` }) : ok(r);
            }));
            return map(roles, (rs) => ({ id: nextId++, name, email, age, roles: rs }));
          })
        : err<ValidationError>({ field: "email", message: "missing @" })));
}

const inputs: UserInput[] = [
  { name: "Ada", email: "ada@x.org", age: "36", roles: "Admin, Editor" },
  { name: "  ", email: "b@x.org", age: "20" },
  { name: "Cy", email: "cy.x.org", age: "20" },
  { name: "Di", email: "di@x.org", age: "2o" },
  { name: "Ed", email: "ed@x.org", age: "200" },
  { name: "Flo", email: "flo@x.org", age: " 41 ", roles: "Viewer,Owner" },
  { name: "Gus", email: "gus@x.org", age: "7" },
];
const results = inputs.map(validate);
results.forEach((r, i) => console.log(i, r.ok ? `user #${r.value.id} ${r.value.name} roles=${r.value.roles.map((x) => Role[x]).join("+")}` : `${r.error.field}: ${r.error.message}`));
const users = results.filter((r): r is Ok<User> => r.ok).map((r) => r.value);
console.log(users.length, unwrapOr(map(results[1], (u) => u.name), "<none>"), unwrapOr(map(results[0], (u) => u.name.toUpperCase()), "?"));

// pipe / compose with generic inference
function pipe<A, B, C>(a: A, f1: (a: A) => B, f2: (b: B) => C): C { return f2(f1(a)); }
function pipe3<A, B, C, D>(a: A, f1: (a: A) => B, f2: (b: B) => C, f3: (c: C) => D): D { return f3(pipe(a, f1, f2)); }

const r1 = pipe3(users, (us) => us.map((u) => u.age), (ages) => ages.reduce((a, b) => a + b, 0) / ages.length, (avg) => avg.toFixed(2));
console.log("avg age", r1);
console.log(pipe("  Hello World  ", (s) => s.trim(), (s) => s.split(" ")));

function groupBy<T, K extends PropertyKey>(xs: readonly T[], key: (x: T) => K): Record<K, T[]> {
  return xs.reduce((acc, x) => { (acc[key(x)] ||= []).push(x); return acc; }, {} as Record<K, T[]>);
}
function pick<T extends object, K extends keyof T>(o: T, ...keys: K[]): Pick<T, K> {
  const out = {} as Pick<T, K>;
  for (const k of keys) out[k] = o[k];
  return out;
}
const byDecade = groupBy(users, (u) => `${Math.floor(u.age / 10) * 10}s`);
console.log(Object.entries(byDecade).map(([d, us]) => `${d}: ${us.map((u) => u.name)}`));
console.log(users.map((u) => pick(u, "name", "email")));
const isAdmin = (u: User): boolean => u.roles.includes(Role.Admin);
console.log(users.some(isAdmin), users.every(isAdmin), users.find((u) => !isAdmin(u))?.name, users.filter((u) => u.age > 5).pop()?.name);
type Readonlyish = Readonly<Pick<User, "name">> & { readonly tags: ReadonlyArray<string> };
const ro: Readonlyish = { name: "frozen", tags: Object.freeze(["t1", "t2"]) };
console.log(ro, [...ro.tags].reverse(), Role[Role.Editor], typeof Role.Admin, Object.keys(Role));
const tuple: [string, number, boolean?] = ["x", 1];
const [label, count, flag = false] = tuple;
console.log(label, count, flag, tuple.length);
