// Constraints on type parameters: objects with known members.
interface HasLength { length: number }
interface Named { name: string }
interface Scored { name: string; score: number }

function longest<T extends HasLength>(a: T, b: T): T {
  return a.length >= b.length ? a : b;
}

function names<T extends Named>(xs: T[]): string[] {
  return xs.map((x) => x.name);
}

function best<T extends { score: number }>(xs: T[]): T | undefined {
  let top: T | undefined = undefined;
  for (const x of xs) if (top === undefined || x.score > top.score) top = x;
  return top;
}

function total<T extends { score: number }>(xs: T[]): number {
  let s = 0;
  for (const x of xs) s += x.score;
  return s;
}

console.log(longest({ length: 3, tag: "a" }, { length: 5, tag: "b" }).tag);
const players: Scored[] = [
  { name: "kim", score: 12 },
  { name: "lee", score: 30 },
  { name: "max", score: 7 },
];
console.log(names(players), total(players));
const top = best(players);
console.log(top ? top.name + " " + top.score : "nobody");
console.log(best<Scored>([]));

class Team<M extends Named> {
  constructor(readonly title: string, private members: M[]) {}
  roster(): string {
    return this.title + ": " + names(this.members).join(", ");
  }
}
const t = new Team("blue", players);
console.log(t.roster());
console.log(new Team<Named>("red", [{ name: "zed" }]).roster());
