export * as books from "./books";
export async function teapot(): Promise<never> {
  await null;
  throw new HttpError(STATUS.Teapot, "I'm a teapot");
}
import { HttpError, STATUS } from "../http";
