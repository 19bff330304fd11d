// Koa-style middleware composition, Promise.all over async maps, new Promise(r => setTimeout(r, ms)), task ordering
type Middleware<C> = (ctx: C, next: () => Promise<void>) => Promise<void>;
interface Ctx { path: string; log: string[]; status?: number }
function compose<C>(mws: Middleware<C>[]): (ctx: C) => Promise<void> {
  return (ctx) => {
    let idx = -1;
    const dispatch = async (i: number): Promise<void> => {
      if (i <= idx) throw new Error("next() called twice");
      idx = i;
      const fn = mws[i];
      if (!fn) return;
      await fn(ctx, () => dispatch(i + 1));
    };
    return dispatch(0);
  };
}
const app = compose<Ctx>([
  async (ctx, next) => { ctx.log.push("a>"); await next(); ctx.log.push("<a"); },
  async (ctx, next) => { if (ctx.path === "/x") { ctx.status = 404; return; } ctx.log.push("b>"); await next(); ctx.log.push("<b"); },
  async (ctx) => { ctx.status = 200; ctx.log.push("handler"); },
]);
(async () => {
  for (const path of ["/", "/x"]) {
    const ctx: Ctx = { path, log: [] };
    await app(ctx);
    console.log(path, ctx.status, ctx.log.join(" "));
  }
  const results = await Promise.all([1, 2, 3].map(async n => { await new Promise(r => setTimeout(r, 10 - n * 3)); return n * n; }));
  console.log(results);
  const order: string[] = [];
  setTimeout(() => order.push("timeout"), 0);
  queueMicrotask(() => order.push("micro"));
  process.nextTick(() => order.push("tick"));
  await Promise.resolve().then(() => order.push("then"));
  await new Promise(r => setTimeout(r, 5));
  console.log(order);
})();
