import { registerUser, userCount } from "./users";

export let sessions = 0;
export const SESSION_PREFIX: string = "sess-";

export function openSession(user: string): string {
  const n = sessions + 1;
  sessions = n;
  return `${SESSION_PREFIX}${user}-${n}`;
}

console.log("session.ts:", registerUser("first"), userCount());
