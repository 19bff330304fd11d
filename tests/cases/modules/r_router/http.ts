// Request and response types, status codes and the HttpError thrown by handlers.
export type Method = "GET" | "POST" | "PUT" | "DELETE";

export interface Request {
  method: Method;
  path: string;
  query: URLSearchParams;
  params: Record<string, string>;
  body?: unknown;
  headers: Map<string, string>;
}

export interface Response {
  status: number;
  headers: Record<string, string>;
  body: string;
}

export const STATUS = { OK: 200, Created: 201, BadRequest: 400, NotFound: 404, Unauthorized: 401, MethodNotAllowed: 405, Conflict: 409, Teapot: 418, Internal: 500 } as const;
export type Status = (typeof STATUS)[keyof typeof STATUS];

export class HttpError extends Error {
  constructor(readonly status: Status, message: string, readonly details: string[] = []) {
    super(message);
    this.name = "HttpError";
  }
}

export function json(status: number, value: unknown): Response {
  return { status, headers: { "content-type": "application/json" }, body: JSON.stringify(value) };
}

export function request(method: Method, url: string, body?: unknown): Request {
  const u = new URL(url, "http://localhost");
  return { method, path: u.pathname, query: u.searchParams, params: {}, body, headers: new Map() };
}
