// Optional chaining through nested optional configuration objects.
interface RetryConfig { attempts?: number; backoffMs?: number }
interface HttpConfig { timeoutMs?: number; retry?: RetryConfig; headers?: string[] }
interface LogConfig { level?: string; file?: { path: string; maxSize?: number } }
interface AppConfig { name: string; http?: HttpConfig; log?: LogConfig; onStart?: (name: string) => void }

function summarize(c: AppConfig): string {
  const attempts = c.http?.retry?.attempts ?? 1;
  const backoff = c.http?.retry?.backoffMs ?? 0;
  const timeout = c.http?.timeoutMs ?? 5000;
  const level = c.log?.level ?? "info";
  const file = c.log?.file?.path ?? "(stdout)";
  const size = c.log?.file?.maxSize;
  const headers = c.http?.headers?.length ?? 0;
  const first = c.http?.headers?.[0];
  return `${c.name}: timeout=${timeout} attempts=${attempts} backoff=${backoff} level=${level} file=${file} size=${size} headers=${headers} first=${first}`;
}

const configs: AppConfig[] = [
  { name: "minimal" },
  { name: "web", http: { timeoutMs: 1000, retry: { attempts: 3 } }, onStart: (n: string) => console.log("starting " + n) },
  { name: "logger", log: { level: "debug", file: { path: "/var/log/app.log", maxSize: 1024 } } },
  { name: "partial", http: { retry: {}, headers: ["accept", "user-agent"] }, log: { file: { path: "x.log" } } },
];
for (const c of configs) {
  console.log(summarize(c));
  c.onStart?.(c.name);
}
const upper = configs.map((c) => c.log?.level?.toUpperCase());
console.log(upper);
const lens = configs.map((c) => c.log?.file?.path.length);
console.log(lens);
const maybe: AppConfig | undefined = configs.find((c) => c.name === "nope");
console.log(maybe?.name, maybe?.http?.timeoutMs, configs.find((c) => c.name === "web")?.http?.timeoutMs);
