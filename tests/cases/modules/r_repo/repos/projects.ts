import { Repository, NotFound } from "./base";
import type { Project, Id } from "../entity";
import type { UserRepo } from "./users";

export default class ProjectRepo extends Repository<Project> {
  readonly kind = "project";
  constructor(private readonly users: UserRepo) {
    super(3);
  }
  protected validate(p: Project): string[] {
    return p.title.length < 3 ? [`title '${p.title}' too short`] : [];
  }
  async membersOf(id: Id): Promise<string[]> {
    const p = await this.get(id);
    const names: string[] = [];
    for (const m of [p.owner, ...p.members]) {
      try {
        names.push((await this.users.get(m)).name);
      } catch (e) {
        if (!(e instanceof NotFound)) throw e;
        names.push(`<missing ${e.id}>`);
      }
    }
    return names;
  }
}
