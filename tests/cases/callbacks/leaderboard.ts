// Sorting class instances by getters and methods; ranking with ties.
class Player {
  constructor(public name: string, private wins: number, private games: number) {}
  get ratio(): number {
    return this.games === 0 ? 0 : this.wins / this.games;
  }
  get played(): number {
    return this.games;
  }
  record(won: boolean): void {
    this.games++;
    if (won) this.wins++;
  }
}

const players = [
  new Player("ann", 7, 10),
  new Player("bob", 3, 4),
  new Player("cid", 0, 0),
  new Player("dot", 14, 20),
  new Player("eve", 6, 8),
  new Player("fay", 1, 5),
];

function board(): string[] {
  const sorted = players.slice().sort((a, b) => b.ratio - a.ratio || b.played - a.played || (a.name < b.name ? -1 : 1));
  let rank = 0;
  let prev = -1;
  return sorted.map((p, i) => {
    if (p.ratio !== prev) rank = i + 1;
    prev = p.ratio;
    return `${rank}. ${p.name} ${(p.ratio * 100).toFixed(1)}% (${p.played})`;
  });
}
console.log(board().join("\n"));

const results = [true, false, true, true];
players[2].record(results[0]);
players[2].record(results[1]);
players[5].record(true);
players[5].record(true);
players[5].record(true);
console.log("--");
console.log(board().join("\n"));

// Top-N and the median of ratios.
const top2 = players.slice().sort((a, b) => b.ratio - a.ratio).slice(0, 2).map((p) => p.name);
const ratios = players.map((p) => p.ratio).sort((a, b) => a - b);
const mid = ratios.length / 2;
console.log(top2, ((ratios[mid - 1] + ratios[mid]) / 2).toFixed(4));
console.log(players.filter((p) => p.played >= 8).map((p) => p.name).sort().reverse());
