// Formatters turn a record into one line of text.
import { LEVEL_NAMES, type LogRecord } from "./levels";

export type Formatter = (r: LogRecord) => string;

function stamp(ms: number): string {
  const d = new Date(ms);
  return d.toISOString().slice(11, 23);
}

export const text: Formatter = (r) => {
  const kv = Object.entries(r.fields).map(([k, v]) => `${k}=${typeof v === "string" && v.includes(" ") ? JSON.stringify(v) : v}`);
  const err = r.error ? ` (${r.error.name}: ${r.error.message})` : "";
  return `${stamp(r.time)} ${(LEVEL_NAMES.get(r.level) ?? "?").padEnd(5)} [${r.logger}] ${r.message}${kv.length ? " " + kv.join(" ") : ""}${err}`;
};

export const json: Formatter = (r) =>
  JSON.stringify({ t: r.time, lvl: LEVEL_NAMES.get(r.level), log: r.logger, msg: r.message, ...r.fields, err: r.error?.message });

export function template(pattern: string): Formatter {
  return (r) =>
    pattern.replace(/%(\w+)/g, (whole, key: string) => {
      switch (key) {
        case "seq": return String(r.seq);
        case "level": return LEVEL_NAMES.get(r.level) ?? "?";
        case "logger": return r.logger;
        case "msg": return r.message;
        default: return key in r.fields ? String(r.fields[key]) : whole;
      }
    });
}
