import { HttpError, STATUS, json, type Request, type Response } from "../http";
import { books, addBook, type Book } from "../store";

function find(req: Request): Book {
  const id = Number(req.params.id);
  const b = books.get(id);
  if (!Number.isInteger(id) || !b) throw new HttpError(STATUS.NotFound, `no book ${req.params.id}`);
  return b;
}

export async function list(req: Request): Promise<Response> {
  const after = Number(req.query.get("after") ?? "0");
  const sort = req.query.get("sort") ?? "id";
  const out = [...books.values()].filter((b) => b.year > after);
  if (sort === "title") out.sort((a, b) => a.title.localeCompare(b.title));
  else if (sort !== "id") throw new HttpError(STATUS.BadRequest, "bad sort", [`sort=${sort}`]);
  return json(STATUS.OK, out.map((b) => `${b.id}:${b.title}`));
}

export async function get(req: Request): Promise<Response> {
  return json(STATUS.OK, find(req));
}

export async function create(req: Request): Promise<Response> {
  const body = req.body as Partial<Book> | undefined;
  const problems: string[] = [];
  if (!body?.title) problems.push("title is required");
  if (!body?.author) problems.push("author is required");
  if (typeof body?.year !== "number" || body.year < 0) problems.push("year must be a positive number");
  if (problems.length) throw new HttpError(STATUS.BadRequest, "invalid book", problems);
  if ([...books.values()].some((b) => b.title === body!.title)) throw new HttpError(STATUS.Conflict, `'${body!.title}' exists`);
  return json(STATUS.Created, addBook({ title: body!.title!, author: body!.author!, year: body!.year! }));
}

export async function remove(req: Request): Promise<Response> {
  const b = find(req);
  books.delete(b.id);
  return { status: 204, headers: {}, body: "" };
}
