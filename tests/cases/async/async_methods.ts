// Async methods: `this` across awaits, overriding, super calls, static async
// methods, async arrow fields capturing `this`, and getters returning promises.
function tick(): Promise<void> {
  return new Promise<void>((resolve) => setImmediate(resolve));
}

class Repository {
  protected items = new Map<number, string>();
  private nextId = 1;

  async insert(name: string): Promise<number> {
    await tick();
    const id = this.nextId++;
    this.items.set(id, name);
    return id;
  }

  async find(id: number): Promise<string> {
    await tick();
    const v = this.items.get(id);
    if (v === undefined) throw new Error("no item " + id);
    return v;
  }

  static async create(names: string[]): Promise<Repository> {
    const r = new Repository();
    for (const n of names) await r.insert(n);
    return r;
  }

  get size(): Promise<number> {
    return Promise.resolve(this.items.size);
  }
}

class AuditedRepository extends Repository {
  audit: string[] = [];

  async insert(name: string): Promise<number> {
    this.audit.push("insert " + name);
    const id = await super.insert(name.trim());
    this.audit.push("inserted " + id);
    return id;
  }

  onChange = async (what: string): Promise<string> => {
    await tick();
    return "changed " + what + " (" + this.audit.length + " audit entries)";
  };
}

async function main(): Promise<void> {
  const r = await Repository.create(["a", "b"]);
  console.log(await r.find(2), await r.size);
  try {
    await r.find(9);
  } catch (e) {
    console.log(e instanceof Error ? e.message : e);
  }
  const ar = new AuditedRepository();
  const ids = await Promise.all([ar.insert(" x "), ar.insert("y"), ar.insert("z ")]);
  console.log(ids, ar.audit);
  const base: Repository = ar;
  console.log(await base.insert("  via base  "), await base.find(4));
  console.log(await ar.onChange("everything"));
}

main();
