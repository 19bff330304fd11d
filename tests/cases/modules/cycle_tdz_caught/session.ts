import { registerUser, userCount } from "./users";

export let sessions = 0;
export const SESSION_PREFIX: string = "sess-";
export let visits = 0;
export function visit(): number {
  return ++visits;
}

export function openSession(user: string): string {
  const n = sessions + 1;
  sessions = n;
  return `${SESSION_PREFIX}${user}-${n}`;
}

console.log("session.ts:", registerUser("first"), userCount());
