// Application services and the tokens that name them.
import { Token, type Resolver } from "./container";

export interface Config {
  dbUrl: string;
  logLevel: "debug" | "info" | "warn";
  retries: number;
}

export class Logger {
  private static count = 0;
  readonly n = ++Logger.count;
  readonly lines: string[] = [];
  constructor(private readonly config: Config, private readonly prefix = "app") {}
  log(level: Config["logLevel"], msg: string): void {
    const order = ["debug", "info", "warn"];
    if (order.indexOf(level) < order.indexOf(this.config.logLevel)) return;
    const line = `${this.prefix}#${this.n} ${level.toUpperCase()} ${msg}`;
    this.lines.push(line);
    console.log(line);
  }
}

export class Database {
  private readonly rows = new Map<string, string[]>();
  constructor(readonly url: string, private readonly logger: Logger) {
    logger.log("debug", `connect ${url}`);
  }
  insert(table: string, row: string): number {
    const rows = this.rows.get(table) ?? [];
    rows.push(row);
    this.rows.set(table, rows);
    this.logger.log("debug", `insert into ${table}: ${row}`);
    return rows.length;
  }
  all(table: string): readonly string[] {
    return this.rows.get(table) ?? [];
  }
}

export class UserRepo {
  constructor(private readonly db: Database) {}
  add(name: string): number {
    return this.db.insert("users", name);
  }
  list(): string {
    return this.db.all("users").join(", ") || "(none)";
  }
}

export class RequestContext {
  private static seq = 100;
  readonly requestId = `req-${RequestContext.seq++}`;
}

export class UserService {
  constructor(private readonly repo: UserRepo, private readonly logger: Logger, private readonly ctx: RequestContext) {}
  register(name: string): void {
    if (!/^[a-z]{2,}$/i.test(name)) {
      this.logger.log("warn", `[${this.ctx.requestId}] rejected name '${name}'`);
      return;
    }
    const id = this.repo.add(name);
    this.logger.log("info", `[${this.ctx.requestId}] registered ${name} as #${id}`);
  }
}

export const TOKENS = {
  config: new Token<Config>("config"),
  logger: new Token<Logger>("logger"),
  db: new Token<Database>("db"),
  users: new Token<UserRepo>("users"),
  ctx: new Token<RequestContext>("requestContext"),
  userService: new Token<UserService>("userService"),
  clock: new Token<() => number>("clock"),
} as const;

// Two services that depend on each other through factories: a cycle.
export class Mailer {
  constructor(readonly audit: Audit) {}
}
export class Audit {
  constructor(readonly mailer: Mailer) {}
}
export const MAILER = new Token<Mailer>("mailer");
export const AUDIT = new Token<Audit>("audit");
export const mailerFactory = (r: Resolver): Mailer => new Mailer(r.get(AUDIT));
