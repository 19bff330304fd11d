// The stage registry; every stage module registers itself when it is evaluated.
console.log("init registry");

export type Row = Record<string, string | number>;

export interface StageInfo {
  name: string;
  make: (arg: string) => Stage;
}

export abstract class Stage {
  static made = 0;
  readonly id: number;
  constructor(readonly arg: string) {
    this.id = ++Stage.made;
    this.setup();
  }
  /** Runs in the base constructor, before the subclass's fields are initialised. */
  protected setup(): void {}
  abstract apply(rows: Iterable<Row>): Iterable<Row>;
  describe(): string {
    return `${this.constructor.name}(${this.arg})`;
  }
}

const stages = new Map<string, StageInfo>();
export let registered: string[] = [];

export function register(name: string, make: (arg: string) => Stage): void {
  if (stages.has(name)) throw new Error(`stage '${name}' registered twice`);
  stages.set(name, { name, make });
  registered = [...registered, name];
}

export function make(spec: string): Stage {
  const [name, ...rest] = spec.split(":");
  const info = stages.get(name);
  if (!info) throw new UnknownStage(name, [...stages.keys()]);
  return info.make(rest.join(":"));
}

export class UnknownStage extends Error {
  constructor(readonly stage: string, readonly known: string[]) {
    super(`unknown stage '${stage}' (known: ${known.join(", ")})`);
  }
}
