// Mapped types with key remapping: getters, setters, event handler maps,
// filtering keys with `never` and Exclude.
interface User {
  id: number;
  name: string;
  email: string;
  active: boolean;
}

type Getters<T> = { [K in keyof T as `get${Capitalize<string & K>}`]: () => T[K] };
type Setters<T> = { [K in keyof T as `set${Capitalize<K & string>}`]: (value: T[K]) => void };

function makeAccessors(u: User): Getters<User> {
  return {
    getId: () => u.id,
    getName: () => u.name,
    getEmail: () => u.email,
    getActive: () => u.active,
  };
}

const user: User = { id: 7, name: "Ada", email: "ada@example.org", active: true };
const g = makeAccessors(user);
console.log(g.getId(), g.getName(), g.getEmail(), g.getActive());

function makeSetters(u: User): Setters<User> {
  return {
    setId: (v) => { u.id = v; },
    setName: (v) => { u.name = v; },
    setEmail: (v) => { u.email = v.toLowerCase(); },
    setActive: (v) => { u.active = v; },
  };
}
const s = makeSetters(user);
s.setName("Grace");
s.setEmail("GRACE@Example.ORG");
s.setActive(false);
console.log(user);

// Dropping a key with Exclude, keeping only string-valued keys with never.
type PublicUser = { [K in keyof User as Exclude<K, "email">]: User[K] };
const pub: PublicUser = { id: user.id, name: user.name, active: user.active };
console.log(pub, Object.keys(pub).length);

type StringKeys<T> = { [K in keyof T as T[K] extends string ? K : never]: T[K] };
const texts: StringKeys<User> = { name: "n", email: "e" };
console.log(texts);

type NonFunctionProps<T> = { [K in keyof T as T[K] extends (...args: any[]) => any ? never : K]: T[K] };
interface Counter { count: number; label: string; inc(): void; reset(): void }
const snapshot: NonFunctionProps<Counter> = { count: 3, label: "clicks" };
console.log(snapshot.count, snapshot.label);

// An event map turned into a handler object and an emitter.
interface AppEvents {
  login: { user: string; at: number };
  logout: { user: string };
  error: { code: number; message: string };
}
type Handlers<E> = { [K in keyof E as `on${Capitalize<string & K>}`]: (payload: E[K]) => void };

const log: string[] = [];
const handlers: Handlers<AppEvents> = {
  onLogin: (p) => log.push(`login ${p.user} @${p.at}`),
  onLogout: (p) => log.push(`logout ${p.user}`),
  onError: (p) => log.push(`error ${p.code}: ${p.message}`),
};
handlers.onLogin({ user: "ada", at: 1000 });
handlers.onError({ code: 404, message: "not found" });
handlers.onLogout({ user: "ada" });
console.log(log.join("\n"));

// Remapping to upper-case names and to a union of two names per key.
type Shouty<T> = { [K in keyof T as Uppercase<K & string>]: T[K] };
const loud: Shouty<{ host: string; port: number }> = { HOST: "localhost", PORT: 8080 };
console.log(loud.HOST, loud.PORT);

type Both<T> = { [K in keyof T as K | `${K & string}Default`]: T[K] };
const opts: Both<{ size: number }> = { size: 2, sizeDefault: 1 };
console.log(opts.size + opts.sizeDefault);

type Lower<T> = { [K in keyof T as Uncapitalize<K & string>]: T[K] };
const lower: Lower<{ Width: number; Height: number }> = { width: 3, height: 4 };
console.log(lower.width * lower.height);
