// A variable annotated with a type that names a class declared further down,
// directly or through an alias or a mapped type: the annotation is read once
// the block's classes are declared ("Cannot find name 'Machine'" before).
type Handler = (m: Machine, n: number) => number;
type Table = { [K in "inc" | "dbl"]: Handler };

const table: Table = {
  inc: (m, n) => m.base + n,
  dbl: (m, n) => m.base * n * 2,
};
const first: Machine | null = null;
let current: Machine[] = [];

function run(k: keyof Table, n: number): number {
  return table[k](current[0], n);
}

class Machine {
  constructor(readonly base: number) {}
}

current = [new Machine(10)];
console.log(run("inc", 1), run("dbl", 3), first, current.length);
{
  let local: Later | null = null;
  class Later {
    x = 0;
  }
  local = new Later();
  console.log(local.x);
}
