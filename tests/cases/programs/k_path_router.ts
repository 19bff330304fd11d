// HTTP-free router: compiles '/users/:id' patterns to regexes, dispatches to handlers in a Map.
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
type Params = Record<string, string>;

interface Request {
  method: Method;
  url: string;
  body?: unknown;
}

interface Response {
  status: number;
  body: unknown;
  headers: Map<string, string>;
}

interface Ctx {
  req: Request;
  params: Params;
  query: URLSearchParams;
  state: { user?: string; timings: string[] };
}

type Handler = (ctx: Ctx) => Response | Promise<Response>;
type Middleware = (ctx: Ctx, next: () => Promise<Response>) => Promise<Response>;

interface Route {
  pattern: string;
  regex: RegExp;
  keys: string[];
  handler: Handler;
}

function json(status: number, body: unknown): Response {
  return { status, body, headers: new Map([['content-type', 'application/json']]) };
}

function compile(pattern: string): { regex: RegExp; keys: string[] } {
  const keys: string[] = [];
  const src = pattern
    .replace(/[.+?^${}()|[\]\\]/g, '\\$&')
    .replace(/\/:(\w+)(\\\?)?/g, (_, key: string, optional?: string) => {
      keys.push(key);
      return optional ? '(?:/([^/]+))?' : '/([^/]+)';
    })
    .replace(/\*$/, '(.*)');
  if (pattern.endsWith('*')) keys.push('wildcard');
  return { regex: new RegExp(`^${src}/?$`, 'i'), keys };
}

class Router {
  private routes = new Map<Method, Route[]>();
  private middleware: Middleware[] = [];

  use(mw: Middleware): this {
    this.middleware.push(mw);
    return this;
  }

  on(method: Method, pattern: string, handler: Handler): this {
    const list = this.routes.get(method) ?? [];
    list.push({ pattern, handler, ...compile(pattern) });
    this.routes.set(method, list);
    return this;
  }

  get(p: string, h: Handler) { return this.on('GET', p, h); }
  post(p: string, h: Handler) { return this.on('POST', p, h); }
  delete(p: string, h: Handler) { return this.on('DELETE', p, h); }

  private match(method: Method, path: string): { route: Route; params: Params } | undefined {
    for (const route of this.routes.get(method) ?? []) {
      const m = route.regex.exec(path);
      if (!m) continue;
      const params: Params = {};
      route.keys.forEach((k, i) => {
        if (m[i + 1] !== undefined) params[k] = decodeURIComponent(m[i + 1]);
      });
      return { route, params };
    }
    return undefined;
  }

  async handle(req: Request): Promise<Response> {
    const [path, qs = ''] = req.url.split('?', 2);
    const found = this.match(req.method, path);
    const ctx: Ctx = { req, params: found?.params ?? {}, query: new URLSearchParams(qs), state: { timings: [] } };
    const final = async (): Promise<Response> => {
      if (found) return found.route.handler(ctx);
      const allowed = [...this.routes.entries()].filter(([m]) => m !== req.method && this.match(m, path)).map(([m]) => m);
      return allowed.length ? json(405, { error: 'method not allowed', allowed }) : json(404, { error: `no route for ${path}` });
    };
    const chain = this.middleware.reduceRight<() => Promise<Response>>((next, mw) => () => mw(ctx, next), final);
    try {
      return await chain();
    } catch (e) {
      return json(500, { error: e instanceof Error ? e.message : String(e) });
    }
  }
}

const users = new Map<number, { id: number; name: string }>([[1, { id: 1, name: 'Ada' }], [2, { id: 2, name: 'Linus' }]]);
let nextId = 3;

const router = new Router()
  .use(async (ctx, next) => {
    ctx.state.timings.push('enter');
    const res = await next();
    ctx.state.timings.push(`exit ${res.status}`);
    res.headers.set('x-trace', ctx.state.timings.join(','));
    return res;
  })
  .use(async (ctx, next) => {
    const auth = ctx.query.get('token');
    if (ctx.req.method !== 'GET' && auth !== 'secret') return json(401, { error: 'unauthorized' });
    ctx.state.user = auth ? 'admin' : undefined;
    return next();
  })
  .get('/users', (ctx) => {
    const limit = Number(ctx.query.get('limit') ?? '10');
    return json(200, [...users.values()].slice(0, limit));
  })
  .get('/users/:id', ({ params }) => {
    const u = users.get(Number(params.id));
    return u ? json(200, u) : json(404, { error: `user ${params.id} not found` });
  })
  .post('/users', async ({ req }) => {
    const body = req.body as { name?: unknown } | undefined;
    if (typeof body?.name !== 'string') return json(400, { error: 'name required' });
    const u = { id: nextId++, name: body.name };
    users.set(u.id, u);
    return json(201, u);
  })
  .delete('/users/:id', ({ params }) => (users.delete(+params.id) ? json(204, null) : json(404, null)))
  .get('/files/*', ({ params }) => json(200, { file: params.wildcard, parts: params.wildcard.split('/') }))
  .get('/posts/:year/:slug?', ({ params }) => json(200, { ...params }))
  .get('/boom', () => {
    throw new Error('handler exploded');
  });

const requests: Request[] = [
  { method: 'GET', url: '/users' },
  { method: 'GET', url: '/users?limit=1' },
  { method: 'GET', url: '/users/2' },
  { method: 'GET', url: '/USERS/1/' },
  { method: 'GET', url: '/users/99' },
  { method: 'POST', url: '/users', body: { name: 'Grace' } },
  { method: 'POST', url: '/users?token=secret', body: { name: 'Grace' } },
  { method: 'POST', url: '/users?token=secret', body: { nom: 'x' } },
  { method: 'DELETE', url: '/users/1?token=secret' },
  { method: 'GET', url: '/users' },
  { method: 'GET', url: '/files/docs/a%20b/readme.md' },
  { method: 'GET', url: '/posts/2024' },
  { method: 'GET', url: '/posts/2024/hello-world' },
  { method: 'PUT', url: '/users/2' },
  { method: 'GET', url: '/nothing/here' },
  { method: 'GET', url: '/boom' },
];

(async () => {
  for (const req of requests) {
    const res = await router.handle(req);
    const trace = res.headers.get('x-trace');
    console.log(`${req.method.padEnd(6)} ${req.url.padEnd(32)} ${res.status} ${JSON.stringify(res.body)} [${trace}]`);
  }
  console.log(compile('/a/:b/c.json').regex.source, compile('/x/:y?').keys);
  console.log(users);
})();
