// Log levels and the record every transport receives.
export enum Level {
  Trace = 10,
  Debug = 20,
  Info = 30,
  Warn = 40,
  Error = 50,
}

export const LEVEL_NAMES: ReadonlyMap<Level, string> = new Map([
  [Level.Trace, "TRACE"],
  [Level.Debug, "DEBUG"],
  [Level.Info, "INFO"],
  [Level.Warn, "WARN"],
  [Level.Error, "ERROR"],
]);

export type Fields = Record<string, string | number | boolean | null>;

export interface LogRecord {
  seq: number;
  time: number;
  level: Level;
  logger: string;
  message: string;
  fields: Fields;
  error?: Error;
}

export function parseLevel(s: string): Level {
  for (const [lvl, name] of LEVEL_NAMES) if (name === s.toUpperCase()) return lvl;
  throw new RangeError(`unknown level '${s}'`);
}
