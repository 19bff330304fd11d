// A plugin host: plugins implement interfaces with optional hooks,
// lifecycle ordering by declared dependencies, a service registry keyed by
// string tokens with typed getters, middleware chains, and teardown in
// reverse order with error aggregation.

interface Logger { log(scope: string, msg: string): void; readonly lines: readonly string[] }

interface Plugin {
  readonly name: string;
  readonly after?: readonly string[];
  setup(host: Host): void | Promise<void>;
  teardown?(): void;
  onRequest?(req: Req, next: () => Res): Res;
}

interface Req { path: string; user?: string; headers: Map<string, string> }
interface Res { status: number; body: string; headers: Record<string, string> }

class MemoryLogger implements Logger {
  readonly #lines: string[] = [];
  get lines(): readonly string[] { return this.#lines; }
  log(scope: string, msg: string): void { this.#lines.push(`[${scope}] ${msg}`); }
}

class Registry {
  readonly #services = new Map<string, unknown>();
  provide<T>(token: string, value: T): void {
    if (this.#services.has(token)) throw new Error(`service '${token}' already provided`);
    this.#services.set(token, value);
  }
  get<T>(token: string, guard: (v: unknown) => v is T): T {
    const v = this.#services.get(token);
    if (v === undefined) throw new Error(`no service '${token}'`);
    if (!guard(v)) throw new TypeError(`service '${token}' has the wrong type`);
    return v;
  }
  get tokens(): string[] { return [...this.#services.keys()].sort(); }
}

class Host {
  readonly registry = new Registry();
  readonly #plugins: Plugin[] = [];
  readonly #started: Plugin[] = [];
  constructor(readonly logger: Logger) {}

  use(...plugins: Plugin[]): this {
    this.#plugins.push(...plugins);
    return this;
  }

  #order(): Plugin[] {
    const byName = new Map(this.#plugins.map((p) => [p.name, p] as const));
    const out: Plugin[] = [];
    const state = new Map<string, "visiting" | "done">();
    const visit = (p: Plugin, chain: string[]): void => {
      const s = state.get(p.name);
      if (s === "done") return;
      if (s === "visiting") throw new Error(`dependency cycle: ${[...chain, p.name].join(" -> ")}`);
      state.set(p.name, "visiting");
      for (const dep of p.after ?? []) {
        const d = byName.get(dep);
        if (!d) throw new Error(`${p.name} needs missing plugin ${dep}`);
        visit(d, [...chain, p.name]);
      }
      state.set(p.name, "done");
      out.push(p);
    };
    [...this.#plugins].sort((a, b) => a.name.localeCompare(b.name)).forEach((p) => visit(p, []));
    return out;
  }

  async start(): Promise<void> {
    for (const p of this.#order()) {
      this.logger.log("host", `starting ${p.name}`);
      await p.setup(this);
      this.#started.push(p);
    }
  }

  handle(req: Req): Res {
    const chain = this.#started.filter((p) => p.onRequest);
    const run = (i: number): Res => {
      if (i === chain.length) return { status: 404, body: `no route for ${req.path}`, headers: {} };
      return chain[i].onRequest!(req, () => run(i + 1));
    };
    return run(0);
  }

  stop(): string[] {
    const errors: string[] = [];
    for (const p of [...this.#started].reverse()) {
      try {
        p.teardown?.();
        this.logger.log("host", `stopped ${p.name}`);
      } catch (e) {
        errors.push(`${p.name}: ${e instanceof Error ? e.message : String(e)}`);
      }
    }
    this.#started.length = 0;
    return errors;
  }
}

const isCounter = (v: unknown): v is Map<string, number> => v instanceof Map;
const isConfig = (v: unknown): v is { greeting: string; admins: string[] } =>
  typeof v === "object" && v !== null && "greeting" in v && "admins" in v;

const config: Plugin = {
  name: "config",
  setup(host) {
    host.registry.provide("config", { greeting: "hello", admins: ["ada"] });
  },
};
const metrics: Plugin = {
  name: "metrics",
  after: ["config"],
  setup: (host) => host.registry.provide("hits", new Map<string, number>()),
  onRequest(req, next) {
    const res = next();
    res.headers["x-metrics"] = "1";
    return res;
  },
  teardown() { throw new Error("flush failed"); },
};
class AuthPlugin implements Plugin {
  readonly name = "auth";
  readonly after = ["config"] as const;
  #admins: string[] = [];
  async setup(host: Host): Promise<void> {
    await Promise.resolve();
    this.#admins = host.registry.get("config", isConfig).admins;
  }
  onRequest(req: Req, next: () => Res): Res {
    if (req.path.startsWith("/admin") && !this.#admins.includes(req.user ?? "")) {
      return { status: 403, body: "forbidden", headers: {} };
    }
    return next();
  }
  teardown(): void { this.#admins = []; }
}
class RoutesPlugin implements Plugin {
  readonly name = "routes";
  readonly after = ["metrics", "auth"];
  private host?: Host;
  setup(host: Host): void { this.host = host; }
  onRequest(req: Req, next: () => Res): Res {
    const hits = this.host!.registry.get("hits", isCounter);
    hits.set(req.path, (hits.get(req.path) ?? 0) + 1);
    const cfg = this.host!.registry.get("config", isConfig);
    switch (req.path) {
      case "/": return { status: 200, body: `${cfg.greeting} ${req.user ?? "guest"}`, headers: { "content-type": "text/plain" } };
      case "/admin/stats": return { status: 200, body: JSON.stringify(Object.fromEntries(hits)), headers: {} };
      default: return next();
    }
  }
}

async function main(): Promise<void> {
  const logger = new MemoryLogger();
  const host = new Host(logger).use(new RoutesPlugin(), metrics, new AuthPlugin(), config);
  await host.start();
  const reqs: Req[] = [
    { path: "/", headers: new Map() },
    { path: "/", user: "bo", headers: new Map([["accept", "*/*"]]) },
    { path: "/admin/stats", user: "bo", headers: new Map() },
    { path: "/admin/stats", user: "ada", headers: new Map() },
    { path: "/nope", headers: new Map() },
  ];
  for (const r of reqs) {
    const res = host.handle(r);
    console.log(`${r.path} (${r.user ?? "-"}) -> ${res.status} ${res.body} ${JSON.stringify(res.headers)}`);
  }
  console.log("tokens:", host.registry.tokens);
  try { host.registry.get("hits", isConfig); } catch (e) { console.log(String(e)); }
  try { host.registry.provide("config", {}); } catch (e) { console.log(String(e)); }
  console.log("stop errors:", host.stop());
  console.log(logger.lines.join("\n"));
  const cyclic = new Host(new MemoryLogger()).use(
    { name: "a", after: ["b"], setup() {} },
    { name: "b", after: ["a"], setup() {} },
  );
  await cyclic.start().catch((e: Error) => console.log(e.message));
  const missing = new Host(new MemoryLogger()).use({ name: "x", after: ["y"], setup() {} });
  await missing.start().catch((e: Error) => console.log(e.message));
}
main();
