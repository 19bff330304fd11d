// Config loader: parses JSON into unknown, validates with type guards, reports errors by path.
type LogLevel = 'debug' | 'info' | 'warn' | 'error';

interface DbConfig {
  host: string;
  port: number;
  pool?: { min: number; max: number };
}

interface AppConfig {
  name: string;
  logLevel: LogLevel;
  db: DbConfig;
  features: string[];
  limits: Record<string, number>;
}

class ConfigError extends Error {
  constructor(public readonly path: string, message: string) {
    super(`${path}: ${message}`);
    this.name = 'ConfigError';
  }
}

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

function isLogLevel(v: unknown): v is LogLevel {
  return v === 'debug' || v === 'info' || v === 'warn' || v === 'error';
}

function describe(v: unknown): string {
  if (v === null) return 'null';
  if (Array.isArray(v)) return `array(${v.length})`;
  return typeof v;
}

function expectString(obj: Record<string, unknown>, key: string, path: string): string {
  const v = obj[key];
  if (typeof v !== 'string') throw new ConfigError(`${path}.${key}`, `expected string, got ${describe(v)}`);
  if (v.length === 0) throw new ConfigError(`${path}.${key}`, 'must not be empty');
  return v;
}

function expectInt(obj: Record<string, unknown>, key: string, path: string, min: number, max: number): number {
  const v = obj[key];
  if (typeof v !== 'number' || !Number.isInteger(v)) {
    throw new ConfigError(`${path}.${key}`, `expected integer, got ${JSON.stringify(v) ?? 'undefined'}`);
  }
  if (v < min || v > max) throw new ConfigError(`${path}.${key}`, `${v} out of range [${min}, ${max}]`);
  return v;
}

function parseDb(v: unknown, path: string): DbConfig {
  if (!isRecord(v)) throw new ConfigError(path, `expected object, got ${describe(v)}`);
  const db: DbConfig = { host: expectString(v, 'host', path), port: expectInt(v, 'port', path, 1, 65535) };
  if ('pool' in v && v.pool !== undefined) {
    const pool = v.pool;
    if (!isRecord(pool)) throw new ConfigError(`${path}.pool`, 'expected object');
    const min = expectInt(pool, 'min', `${path}.pool`, 0, 100);
    const max = expectInt(pool, 'max', `${path}.pool`, 1, 100);
    if (min > max) throw new ConfigError(`${path}.pool`, `min (${min}) > max (${max})`);
    db.pool = { min, max };
  }
  return db;
}

function parseConfig(text: string): AppConfig {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (e) {
    const msg = e instanceof SyntaxError ? 'invalid JSON' : String(e);
    throw new ConfigError('$', msg);
  }
  if (!isRecord(raw)) throw new ConfigError('$', `root must be an object, got ${describe(raw)}`);
  const level = raw.logLevel ?? 'info';
  if (!isLogLevel(level)) throw new ConfigError('$.logLevel', `unknown level ${JSON.stringify(level)}`);
  const features: string[] = [];
  const f = raw.features;
  if (f !== undefined) {
    if (!Array.isArray(f)) throw new ConfigError('$.features', `expected array, got ${describe(f)}`);
    f.forEach((item: unknown, i: number) => {
      if (typeof item !== 'string') throw new ConfigError(`$.features[${i}]`, `expected string, got ${describe(item)}`);
      features.push(item.toLowerCase());
    });
  }
  const limits: Record<string, number> = { rps: 100, burst: 20 };
  if (isRecord(raw.limits)) {
    for (const [k, val] of Object.entries(raw.limits)) {
      if (typeof val === 'number' && val > 0) limits[k] = val;
      else throw new ConfigError(`$.limits.${k}`, 'must be a positive number');
    }
  }
  return {
    name: expectString(raw, 'name', '$'),
    logLevel: level,
    db: parseDb(raw.db, '$.db'),
    features: [...new Set(features)].sort(),
    limits,
  };
}

const samples: [string, string][] = [
  ['ok', '{"name":"svc","logLevel":"debug","db":{"host":"localhost","port":5432,"pool":{"min":2,"max":10}},"features":["Search","beta","search"],"limits":{"rps":250}}'],
  ['defaults', '{"name":"mini","db":{"host":"db","port":3306}}'],
  ['bad json', '{"name": "x",}'],
  ['array root', '[1,2,3]'],
  ['bad level', '{"name":"a","logLevel":"loud","db":{}}'],
  ['missing name', '{"db":{"host":"h","port":1}}'],
  ['bad port', '{"name":"a","db":{"host":"h","port":70000}}'],
  ['float port', '{"name":"a","db":{"host":"h","port":80.5}}'],
  ['pool order', '{"name":"a","db":{"host":"h","port":80,"pool":{"min":9,"max":3}}}'],
  ['bad feature', '{"name":"a","db":{"host":"h","port":80},"features":["x",3]}'],
  ['bad limit', '{"name":"a","db":{"host":"h","port":80},"limits":{"rps":-1}}'],
  ['db null', '{"name":"a","db":null}'],
  ['empty name', '{"name":"","db":{"host":"h","port":1}}'],
];

let failures = 0;
for (const [label, text] of samples) {
  try {
    const cfg = parseConfig(text);
    console.log(`[${label}] ok:`, JSON.stringify(cfg));
    const poolSize = cfg.db.pool?.max ?? 1;
    console.log(`  ${cfg.name} -> ${cfg.db.host}:${cfg.db.port} pool=${poolSize} level=${cfg.logLevel.toUpperCase()}`);
  } catch (err) {
    failures++;
    if (err instanceof ConfigError) {
      console.log(`[${label}] ${err.name} at ${err.path}: ${err.message}`);
    } else {
      console.log(`[${label}] unexpected`, err);
    }
  }
}
console.log(`${samples.length - failures}/${samples.length} configs valid`);
const e = new ConfigError('$.x', 'boom');
console.log(e instanceof Error, e instanceof ConfigError, e.name, Object.keys(e));
console.log(String(e));
