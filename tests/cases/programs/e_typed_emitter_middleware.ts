// Typed event emitter + middleware pipeline
interface Events {
  login: { user: string; at: number };
  logout: { user: string };
  error: Error;
  tick: number;
}

type Handler<T> = (payload: T) => void;

class TypedEmitter<E extends object> {
  private handlers: { [K in keyof E]?: Handler<E[K]>[] } = {};

  on<K extends keyof E>(event: K, fn: Handler<E[K]>): () => void {
    const list = (this.handlers[event] ??= []);
    list.push(fn);
    return () => this.off(event, fn);
  }

  once<K extends keyof E>(event: K, fn: Handler<E[K]>): void {
    const wrapper: Handler<E[K]> = (p) => {
      this.off(event, wrapper);
      fn(p);
    };
    this.on(event, wrapper);
  }

  off<K extends keyof E>(event: K, fn: Handler<E[K]>): void {
    const list = this.handlers[event];
    if (!list) return;
    const i = list.indexOf(fn);
    if (i >= 0) list.splice(i, 1);
  }

  emit<K extends keyof E>(event: K, payload: E[K]): number {
    const list = this.handlers[event];
    if (!list || list.length === 0) return 0;
    for (const fn of [...list]) fn(payload);
    return list.length;
  }

  listenerCount<K extends keyof E>(event: K): number {
    return this.handlers[event]?.length ?? 0;
  }
}

type Ctx = { path: string; user?: string; status: number; body: string; log: string[] };
type Next = () => void;
type Middleware = (ctx: Ctx, next: Next) => void;

function compose(mws: Middleware[]): (ctx: Ctx) => void {
  return (ctx) => {
    let index = -1;
    const dispatch = (i: number): void => {
      if (i <= index) throw new Error("next() called twice");
      index = i;
      const mw = mws[i];
      if (mw) mw(ctx, () => dispatch(i + 1));
    };
    dispatch(0);
  };
}

const bus = new TypedEmitter<Events>();
const seen: string[] = [];
const offLogin = bus.on("login", ({ user, at }) => seen.push(`login:${user}@${at}`));
bus.on("logout", (p) => seen.push(`logout:${p.user}`));
bus.once("tick", (n) => seen.push(`first tick ${n}`));
bus.on("tick", (n) => seen.push(`tick ${n.toFixed(1)}`));
bus.on("error", (e) => seen.push(`error ${e.name}: ${e.message}`));

console.log(bus.emit("login", { user: "ada", at: 1 }));
bus.emit("tick", 1);
bus.emit("tick", 2.5);
offLogin();
console.log(bus.emit("login", { user: "bob", at: 2 }), bus.listenerCount("login"), bus.listenerCount("tick"));
bus.emit("logout", { user: "ada" });
bus.emit("error", new TypeError("boom"));
console.log(seen);

const app = compose([
  (ctx, next) => {
    ctx.log.push(">timer");
    next();
    ctx.log.push("<timer");
  },
  (ctx, next) => {
    const m = /^\/users\/(\w+)$/.exec(ctx.path);
    if (m) ctx.user = m[1];
    next();
  },
  (ctx, next) => {
    if (!ctx.user) {
      ctx.status = 404;
      ctx.body = "not found";
      return;
    }
    next();
  },
  (ctx) => {
    ctx.body = `hello ${ctx.user}`;
  },
]);

for (const path of ["/users/grace", "/nowhere", "/users/x-y"]) {
  const ctx: Ctx = { path, status: 200, body: "", log: [] };
  app(ctx);
  console.log(path, ctx.status, JSON.stringify(ctx.body), ctx.log.join(","), ctx.user ?? "-");
}

const bad = compose([(_c, next) => { next(); next(); }]);
try {
  bad({ path: "/", status: 200, body: "", log: [] });
} catch (e) {
  console.log("caught:", (e as Error).message);
}
