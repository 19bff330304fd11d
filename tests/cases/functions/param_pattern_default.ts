// An unannotated destructured parameter with an object default takes the
// type its pattern implies (each name optional, of its default's type), as
// tsc types `{ host = "localhost", port = 5432 } = {}`.
function connect({ host = "localhost", port = 5432, ssl = false } = {}): string {
  return `${ssl ? "postgres+ssl" : "postgres"}://${host}:${port}`;
}
console.log(connect(), connect({ port: 6543 }), connect({ host: "db", ssl: true }));
const fmt = ({ digits = 2, unit = "" } = {}) => (n: number) => n.toFixed(digits) + unit;
console.log(fmt()(3.14159), fmt({ unit: "ms" })(12), fmt({ digits: 0, unit: "%" })(99.6));
class Logger {
  lines: string[] = [];
  log(msg: string, { level = "info", indent: depth = 0 } = { level: "debug" }): this {
    this.lines.push(`${" ".repeat(depth * 2)}[${level}] ${msg}`);
    return this;
  }
}
const lg = new Logger().log("start").log("nested", { indent: 1 }).log("done", { level: "warn" });
console.log(lg.lines.join("\n"));
const opts = { digits: 1 };
console.log(fmt(opts)(2.25), fmt(undefined)(1));
