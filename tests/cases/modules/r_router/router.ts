// A router with path parameters and an async middleware chain.
import { HttpError, STATUS, type Method, type Request, type Response } from "./http";

export type Handler = (req: Request) => Promise<Response>;
export type Middleware = (req: Request, next: () => Promise<Response>) => Promise<Response>;

interface Route {
  method: Method;
  parts: string[];
  handler: Handler;
}

export class Router {
  private routes: Route[] = [];
  private middleware: Middleware[] = [];

  use(m: Middleware): this {
    this.middleware.push(m);
    return this;
  }
  on(method: Method, pattern: string, handler: Handler): this {
    this.routes.push({ method, parts: pattern.split("/").filter(Boolean), handler });
    return this;
  }
  private match(req: Request): Handler {
    const parts = req.path.split("/").filter(Boolean);
    let pathMatched = false;
    for (const r of this.routes) {
      if (r.parts.length !== parts.length) continue;
      const params: Record<string, string> = {};
      const ok = r.parts.every((p, i) => {
        if (p.startsWith(":")) {
          params[p.slice(1)] = decodeURIComponent(parts[i]);
          return true;
        }
        return p === parts[i];
      });
      if (!ok) continue;
      pathMatched = true;
      if (r.method !== req.method) continue;
      req.params = params;
      return r.handler;
    }
    throw new HttpError(pathMatched ? STATUS.MethodNotAllowed : STATUS.NotFound, `${pathMatched ? "method not allowed" : "no route"}: ${req.method} ${req.path}`);
  }
  async handle(req: Request): Promise<Response> {
    const chain = [...this.middleware];
    const run = async (i: number): Promise<Response> => {
      if (i < chain.length) return chain[i](req, () => run(i + 1));
      return this.match(req)(req);
    };
    return run(0);
  }
}
