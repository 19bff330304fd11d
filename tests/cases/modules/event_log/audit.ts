import { bus } from "./bus";

export const entries: string[] = [];
bus.on("login", (t, p) => {
  entries.push(`${t}:${p}`);
});
bus.on("logout", (t, p) => {
  entries.push(`${t}:${p}`);
});
console.log("audit subscribed");
