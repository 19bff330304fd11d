// The container: typed tokens, providers (class, factory, value), singleton
// and transient lifetimes, child scopes, and cycle detection.

export class Token<T> {
  private static nextId = 1;
  readonly id: number;
  // a phantom field keeps Token<A> and Token<B> apart for the type checker
  declare readonly _type?: T;
  constructor(readonly description: string) {
    this.id = Token.nextId++;
  }
  toString(): string {
    return `Token(${this.description})`;
  }
}

export type Lifetime = "singleton" | "transient" | "scoped";

// Factories receive the container that resolves them (a scope, or the root).
export type Resolver = Container;

type Provider<T> =
  | { kind: "value"; value: T }
  | { kind: "factory"; factory: (r: Resolver) => T; lifetime: Lifetime };

export class ResolutionError extends Error {
  constructor(message: string, readonly chain: string[]) {
    super(message);
    this.name = "ResolutionError";
  }
}

export class CycleError extends ResolutionError {
  constructor(chain: string[]) {
    super(`dependency cycle: ${chain.join(" -> ")}`, chain);
    this.name = "CycleError";
  }
}

export class Container {
  private readonly providers = new Map<number, Provider<unknown>>();
  private readonly instances = new Map<number, unknown>();
  private readonly resolving: Token<unknown>[] = [];
  private created = 0;

  constructor(private readonly parent?: Container, readonly name = "root") {}

  bindValue<T>(token: Token<T>, value: T): this {
    this.providers.set(token.id, { kind: "value", value });
    return this;
  }

  bindFactory<T>(token: Token<T>, factory: (r: Resolver) => T, lifetime: Lifetime = "singleton"): this {
    this.providers.set(token.id, { kind: "factory", factory, lifetime });
    return this;
  }

  bindClass<T, A extends unknown[]>(token: Token<T>, ctor: new (...args: A) => T,
    deps: { [K in keyof A]: Token<A[K]> }, lifetime: Lifetime = "singleton"): this {
    return this.bindFactory(token, (r) => new ctor(...(deps.map((d) => r.get(d)) as A)), lifetime);
  }

  createScope(name: string): Container {
    return new Container(this, name);
  }

  has(token: Token<unknown>): boolean {
    return this.providers.has(token.id) || (this.parent?.has(token) ?? false);
  }

  get stats(): { providers: number; cached: number; created: number } {
    return { providers: this.providers.size, cached: this.instances.size, created: this.created };
  }

  get<T>(token: Token<T>): T {
    const found = this.lookup(token);
    if (!found) {
      const chain = [...this.resolving.map(String), String(token)];
      throw new ResolutionError(`no provider for ${token.description} (in scope ${this.name})`, chain);
    }
    const [owner, provider] = found;
    if (provider.kind === "value") return provider.value as T;
    // a scoped service lives in the scope that asked; a singleton in the scope that owns it
    const home = provider.lifetime === "scoped" ? this : owner;
    if (provider.lifetime !== "transient" && home.instances.has(token.id)) return home.instances.get(token.id) as T;
    if (this.resolving.includes(token)) {
      const start = this.resolving.indexOf(token);
      throw new CycleError([...this.resolving.slice(start), token].map((t) => t.description));
    }
    this.resolving.push(token);
    try {
      const value = provider.factory(this) as T;
      this.created++;
      if (provider.lifetime !== "transient") home.instances.set(token.id, value);
      return value;
    } finally {
      this.resolving.pop();
    }
  }

  private lookup<T>(token: Token<T>): [Container, Provider<unknown>] | undefined {
    for (let c: Container | undefined = this; c; c = c.parent) {
      const p = c.providers.get(token.id);
      if (p) return [c, p];
    }
    return undefined;
  }
}
