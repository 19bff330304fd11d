// const enums as bit flags and as plain constants.
const enum Perm { None = 0, Read = 1, Write = 2, Exec = 4, All = 7 }
const enum Http { Ok = 200, NotFound = 404, ServerError = 500 }

function describe(p: number): string {
  const parts: string[] = [];
  if (p & Perm.Read) parts.push("r");
  if (p & Perm.Write) parts.push("w");
  if (p & Perm.Exec) parts.push("x");
  return parts.length ? parts.join("") : "-";
}
const perms: number[] = [Perm.None, Perm.Read, Perm.Read | Perm.Write, Perm.All, Perm.Write | Perm.Exec];
for (const p of perms) console.log(p, describe(p), (p & Perm.All) === Perm.All);
function status(code: Http): string {
  if (code === Http.Ok) return "ok";
  if (code === Http.NotFound) return "not found";
  return "error";
}
console.log(status(Http.Ok), status(Http.NotFound), status(Http.ServerError), Http.NotFound);
