// The application: routes and middleware (logging, timing, errors).
import { Router, type Middleware } from "./router";
import { HttpError, STATUS, json } from "./http";
import * as h from "./handlers/index";

export const log: string[] = [];

const errors: Middleware = async (req, next) => {
  try {
    return await next();
  } catch (e) {
    if (e instanceof HttpError) return json(e.status, { error: e.message, details: e.details });
    return json(500, { error: "internal", message: e instanceof Error ? e.message : String(e) });
  }
};

const logger: Middleware = async (req, next) => {
  const res = await next();
  log.push(`${req.method} ${req.path} -> ${res.status}`);
  return res;
};

const auth: Middleware = async (req, next) => {
  if (req.method !== "GET" && req.headers.get("authorization") !== "Bearer s3cret") throw new HttpError(STATUS.Unauthorized, "unauthorized");
  return next();
};

export const app = new Router()
  .use(logger)
  .use(errors)
  .use(auth)
  .on("GET", "/books", h.books.list)
  .on("POST", "/books", h.books.create)
  .on("GET", "/books/:id", h.books.get)
  .on("DELETE", "/books/:id", h.books.remove)
  .on("GET", "/teapot", h.teapot)
  .on("GET", "/crash", async () => {
    throw new RangeError("boom");
  });
