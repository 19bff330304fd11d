// Partial<T>'s properties read as possibly undefined: ?? and ??= apply.
interface User {
  id: number;
  name: string;
  age?: number;
}

const users = new Map<number, User>();

function create(input: Partial<User>): User {
  const user = { id: input.id ?? users.size + 1, name: input.name ?? "anonymous", age: input.age };
  users.set(user.id, user);
  return user;
}

console.log(create({ name: "Ada", age: 36 }), create({}), create({ id: 10 }));
const patch: Partial<User> = {};
patch.name ??= "filled";
console.log(patch, patch.id ?? -1, patch.id === undefined, typeof patch.id);
const q: Partial<{ n: number; s: string }> = { s: "" };
console.log(q.n ?? 4, q.s ?? "default", q.s || "empty");
