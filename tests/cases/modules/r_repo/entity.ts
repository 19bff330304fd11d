// Entities and the ids they are stored under.
export type Id = string & { readonly __brand: "Id" };
export const asId = (s: string) => s as Id;

export interface Entity {
  readonly id: Id;
  version: number;
}

export interface User extends Entity {
  name: string;
  email: string;
  roles: Set<Role>;
}

export interface Project extends Entity {
  title: string;
  owner: Id;
  members: Id[];
}

export const enum Role {
  Admin = "admin",
  Dev = "dev",
  Guest = "guest",
}

export let created = 0;
export function bump(): number {
  return ++created;
}
