// A dependency-injection container: typed tokens, singleton / scoped /
// transient lifetimes, child scopes, disposal, and cycle detection.

class Token<T> {
  private static nextId = 0;
  readonly id = Token.nextId++;
  // the phantom field only carries T for the type checker
  declare readonly __type?: T;
  constructor(readonly name: string) {}
  toString(): string {
    return `Token(${this.name})`;
  }
}

type Lifetime = "singleton" | "scoped" | "transient";

// stored type-erased: the typed token is the only way back to T
interface Registration {
  name: string;
  lifetime: Lifetime;
  factory: (scope: Scope) => unknown;
  dispose?: (value: unknown) => void;
}

class ContainerError extends Error {
  constructor(message: string) {
    super(message);
    this.name = new.target.name;
  }
}
class MissingProviderError extends ContainerError {}
class CircularDependencyError extends ContainerError {
  constructor(readonly path: string[]) {
    super(`circular dependency: ${path.join(" -> ")}`);
  }
}
class ScopeDisposedError extends ContainerError {}

class Scope {
  private readonly cache = new Map<number, unknown>();
  private readonly resolving: string[] = [];
  private readonly disposers: Array<() => void> = [];
  private disposed = false;
  private readonly children: Scope[] = [];

  constructor(
    private readonly registry: Map<number, Registration>,
    readonly name: string,
    private readonly parent?: Scope,
  ) {}

  get depth(): number {
    return this.parent ? this.parent.depth + 1 : 0;
  }

  private get root(): Scope {
    return this.parent?.root ?? this;
  }

  createScope(name: string): Scope {
    const child = new Scope(this.registry, `${this.name}/${name}`, this);
    this.children.push(child);
    return child;
  }

  resolve<T>(token: Token<T>): T {
    if (this.disposed) throw new ScopeDisposedError(`scope '${this.name}' is disposed`);
    const reg = this.registry.get(token.id);
    if (!reg) {
      const chain = this.resolving.length ? ` (needed by ${this.resolving[this.resolving.length - 1]})` : "";
      throw new MissingProviderError(`no provider for ${token}${chain}`);
    }
    const owner = reg.lifetime === "singleton" ? this.root : reg.lifetime === "scoped" ? this : undefined;
    if (owner?.cache.has(token.id)) return owner.cache.get(token.id) as T;

    const stack = this.root === this ? this.resolving : this.root.resolving;
    if (stack.includes(token.name)) {
      throw new CircularDependencyError([...stack.slice(stack.indexOf(token.name)), token.name]);
    }
    stack.push(token.name);
    try {
      const value = reg.factory(owner ?? this) as T;
      if (owner) owner.cache.set(token.id, value);
      const target = owner ?? this;
      if (reg.dispose) target.disposers.push(() => reg.dispose!(value));
      return value;
    } finally {
      stack.pop();
    }
  }

  tryResolve<T>(token: Token<T>): T | undefined {
    try {
      return this.resolve(token);
    } catch (e) {
      if (e instanceof MissingProviderError) return undefined;
      throw e;
    }
  }

  dispose(): void {
    if (this.disposed) return;
    for (const child of this.children.splice(0).reverse()) child.dispose();
    this.disposed = true;
    while (this.disposers.length) this.disposers.pop()!();
    this.cache.clear();
  }
}

class Container {
  private readonly registry = new Map<number, Registration>();
  readonly rootScope = new Scope(this.registry, "root");

  private add<T>(lifetime: Lifetime, token: Token<T>, factory: (s: Scope) => T, dispose?: (v: T) => void): this {
    if (this.registry.has(token.id)) throw new ContainerError(`${token} registered twice`);
    this.registry.set(token.id, { name: token.name, lifetime, factory, dispose: dispose && ((v) => dispose(v as T)) });
    return this;
  }
  singleton<T>(token: Token<T>, factory: (s: Scope) => T, dispose?: (v: T) => void) { return this.add("singleton", token, factory, dispose); }
  scoped<T>(token: Token<T>, factory: (s: Scope) => T, dispose?: (v: T) => void) { return this.add("scoped", token, factory, dispose); }
  transient<T>(token: Token<T>, factory: (s: Scope) => T) { return this.add("transient", token, factory); }
  value<T>(token: Token<T>, v: T) { return this.add("singleton", token, () => v); }

  describe(): string[] {
    return [...this.registry.values()]
      .sort((a, b) => a.lifetime.localeCompare(b.lifetime) || a.name.localeCompare(b.name))
      .map((r) => `${r.lifetime.padEnd(9)} ${r.name}${r.dispose ? " (disposable)" : ""}`);
  }
}

// --- services ---
const events: string[] = [];

interface Config { dbUrl: string; poolSize: number }
class Logger {
  private static count = 0;
  readonly id = ++Logger.count;
  constructor(private prefix: string) {}
  log(msg: string): void {
    events.push(`[${this.prefix}#${this.id}] ${msg}`);
  }
}
class Database {
  private open = true;
  queries = 0;
  constructor(readonly url: string, private logger: Logger) {
    logger.log(`connect ${url}`);
  }
  query(sql: string): number {
    if (!this.open) throw new Error("database closed");
    this.queries++;
    return sql.length;
  }
  close(): void {
    this.open = false;
    this.logger.log(`close after ${this.queries} queries`);
  }
}
class UnitOfWork {
  private ops: string[] = [];
  constructor(private db: Database, readonly requestId: string) {}
  add(op: string) { this.ops.push(op); }
  commit(): number {
    return this.ops.reduce((n, op) => n + this.db.query(op), 0);
  }
}
class UserService {
  constructor(private uow: UnitOfWork, private logger: Logger) {}
  rename(id: number, name: string): void {
    this.uow.add(`UPDATE users SET name='${name}' WHERE id=${id}`);
    this.logger.log(`rename ${id} -> ${name} in ${this.uow.requestId}`);
  }
}

const T = {
  config: new Token<Config>("Config"),
  logger: new Token<Logger>("Logger"),
  db: new Token<Database>("Database"),
  requestId: new Token<string>("RequestId"),
  uow: new Token<UnitOfWork>("UnitOfWork"),
  users: new Token<UserService>("UserService"),
  mailer: new Token<{ send(to: string): void }>("Mailer"),
};

let requestCounter = 0;
const container = new Container()
  .value(T.config, { dbUrl: "postgres://db/app", poolSize: 4 })
  .transient(T.logger, (s) => new Logger(s.name))
  .singleton(T.db, (s) => new Database(s.resolve(T.config).dbUrl, s.resolve(T.logger)), (db) => db.close())
  .scoped(T.requestId, () => `req-${String(++requestCounter).padStart(3, "0")}`)
  .scoped(T.uow, (s) => new UnitOfWork(s.resolve(T.db), s.resolve(T.requestId)), (u) => events.push(`uow committed ${u.commit()} chars`))
  .transient(T.users, (s) => new UserService(s.resolve(T.uow), s.resolve(T.logger)));

container.describe().forEach((l) => console.log(l));

const root = container.rootScope;
const batches: Array<[number, string[]]> = [[1, ["ada", "grace"]], [2, ["linus"]]];
for (const [user, names] of batches) {
  const scope = root.createScope(`request${user}`);
  const svc = scope.resolve(T.users);
  names.forEach((n) => svc.rename(user, n));
  console.log(`${scope.name} depth=${scope.depth} same uow: ${scope.resolve(T.uow) === scope.resolve(T.uow)}`);
  scope.dispose();
  try {
    scope.resolve(T.users);
  } catch (e) {
    console.log(`${(e as Error).name}: ${(e as Error).message}`);
  }
}
console.log("db is singleton:", root.resolve(T.db) === root.createScope("x").resolve(T.db));
console.log("mailer:", root.tryResolve(T.mailer) ?? "not configured");

// cycles and missing providers
const A = new Token<{ b: unknown }>("A");
const B = new Token<{ c: unknown }>("B");
const Cc = new Token<{ a: unknown }>("C");
const broken = new Container()
  .singleton(A, (s) => ({ b: s.resolve(B) }))
  .singleton(B, (s) => ({ c: s.resolve(Cc) }))
  .scoped(Cc, (s) => ({ a: s.resolve(A) }))
  .transient(new Token<number>("Needy"), (s) => s.resolve(T.config).poolSize);
const roots: Token<unknown>[] = [A, Cc];
for (const tok of roots) {
  try {
    broken.rootScope.resolve(tok);
  } catch (e) {
    if (e instanceof CircularDependencyError) console.log(e.name, e.path.length, e.message);
    else throw e;
  }
}
try {
  broken.rootScope.resolve(new Token<number>("Needy"));
} catch (e) {
  console.log(e instanceof MissingProviderError ? `missing: ${(e as Error).message}` : e);
}
try {
  container.value(T.config, { dbUrl: "", poolSize: 0 });
} catch (e) {
  console.log(`${e instanceof ContainerError} ${(e as ContainerError).name}: ${(e as Error).message}`);
}

root.dispose();
console.log(events.join("\n"));
