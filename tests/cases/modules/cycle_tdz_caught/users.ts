import { openSession, visit } from "./session";

const users: string[] = [];
export function registerUser(name: string): string {
  users.push(name);
  return openSession(name);
}
export function userCount(): number {
  return users.length;
}

// session.ts has not run yet (it is on the stack): its functions exist,
// its let/const bindings are uninitialised
try {
  console.log(registerUser("early"));
} catch (e) {
  const err = e as Error;
  console.log("caught:", err instanceof ReferenceError, err.name, "-", err.message);
}
try {
  visit();
} catch (e) {
  console.log("caught:", (e as Error).message);
}
console.log("users.ts done,", userCount(), "user(s)");
