// A dependency-injection container wiring a small app: singletons, transient
// and scoped services, child scopes, missing providers and a cycle.
import { Container, CycleError, ResolutionError } from "./container";
import * as S from "./services";

const { TOKENS } = S;
let ticks = 0;
const root = new Container()
  .bindValue(TOKENS.config, { dbUrl: "mem://main", logLevel: "debug", retries: 3 })
  .bindValue(TOKENS.clock, () => ++ticks)
  .bindFactory(TOKENS.logger, (r) => new S.Logger(r.get(TOKENS.config)), "transient")
  .bindClass(TOKENS.users, S.UserRepo, [TOKENS.db])
  .bindClass(TOKENS.ctx, S.RequestContext, [], "scoped")
  .bindClass(TOKENS.userService, S.UserService, [TOKENS.users, TOKENS.logger, TOKENS.ctx], "scoped");

root.bindFactory(TOKENS.db, (r) => new S.Database(r.get(TOKENS.config).dbUrl, r.get(TOKENS.logger)));

const db1 = root.get(TOKENS.db);
const db2 = root.get(TOKENS.db);
console.log("db singleton:", db1 === db2, db1.url);
const l1 = root.get(TOKENS.logger), l2 = root.get(TOKENS.logger);
console.log("logger transient:", l1 !== l2, l1.n, l2.n);

for (const [scopeName, names] of [["request-a", ["ada", "grace"]], ["request-b", ["x1", "linus"]]] as const) {
  const scope = root.createScope(scopeName);
  const svc = scope.get(TOKENS.userService);
  console.log(`${scopeName}: same service in scope:`, svc === scope.get(TOKENS.userService),
    "ctx:", scope.get(TOKENS.ctx).requestId);
  names.forEach((n) => svc.register(n));
  console.log(`${scopeName}: stats`, JSON.stringify(scope.stats));
}
console.log("users:", root.get(TOKENS.users).list());
console.log("clock:", root.get(TOKENS.clock)(), root.get(TOKENS.clock)());
console.log("root stats:", root.stats);

root.bindFactory(S.MAILER, S.mailerFactory).bindFactory(S.AUDIT, (r) => new S.Audit(r.get(S.MAILER)));
const missing = new Container(undefined, "empty");
const attempts: [string, () => unknown][] = [
  ["cycle", () => root.get(S.MAILER)],
  ["cycle from the other end", () => root.createScope("child").get(S.AUDIT)],
  ["missing", () => missing.get(TOKENS.userService)],
];
for (const [label, attempt] of attempts) {
  try {
    attempt();
    console.log(label, "resolved?!");
  } catch (e) {
    if (e instanceof CycleError) console.log(`${label}: ${e.name}: ${e.message} [${e.chain.length} links]`);
    else if (e instanceof ResolutionError) console.log(`${label}: ${e.name}: ${e.message}; chain=${e.chain.join(">")}`);
    else throw e;
  }
}
console.log("has mailer:", root.has(S.MAILER), "has in empty:", missing.has(S.MAILER));
console.log(String(TOKENS.db), `${S.AUDIT}`);
