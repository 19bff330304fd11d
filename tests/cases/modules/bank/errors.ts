export type Result = { ok: boolean; message: string };
export function ok(message: string): Result {
  return { ok: true, message: message };
}
export function fail(message: string): Result {
  return { ok: false, message: message };
}
