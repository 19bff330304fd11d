import { Repository } from "./base";
import { Role, type User } from "../entity";

export class UserRepo extends Repository<User> {
  readonly kind = "user";
  protected validate(u: User): string[] {
    const out: string[] = [];
    if (!u.name.trim()) out.push("name is empty");
    if (!/^[^@\s]+@[^@\s]+$/.test(u.email)) out.push(`bad email '${u.email}'`);
    if (u.roles.size === 0) out.push("no roles");
    return out;
  }
  async admins(): Promise<string[]> {
    return (await this.where((u) => u.roles.has(Role.Admin))).map((u) => u.name);
  }
}
