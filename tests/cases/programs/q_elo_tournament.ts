// A round-robin tournament (circle method) with Elo ratings, seeded results,
// tie-breaks (points, Sonneborn-Berger, wins, name) and a formatted table.

type Outcome = 1 | 0.5 | 0;

interface Player {
  readonly name: string;
  rating: number;
  readonly strength: number; // hidden "true" skill used to simulate games
}

interface Game {
  round: number;
  white: string;
  black: string;
  result: Outcome; // from white's point of view
}

interface Standing {
  name: string;
  points: number;
  wins: number;
  draws: number;
  losses: number;
  sb: number;
  start: number;
  rating: number;
  performance: number;
}

const K_FACTOR = 24;

function expectedScore(ra: number, rb: number): number {
  return 1 / (1 + 10 ** ((rb - ra) / 400));
}

function* lcg(seed: number): Generator<number, never> {
  let s = seed;
  for (;;) {
    s = (s * 1103515245 + 12345) % 2147483648;
    yield s / 2147483648;
  }
}

/** Circle method: player 0 stays put, the others rotate; a bye fills odd fields. */
function roundRobin<T>(entrants: T[]): [T, T][][] {
  const list: (T | null)[] = entrants.length % 2 ? [...entrants, null] : [...entrants]; // null: the bye
  const n = list.length;
  const rounds: [T, T][][] = [];
  for (let r = 0; r < n - 1; r++) {
    const pairs: [T, T][] = [];
    for (let i = 0; i < n / 2; i++) {
      const a = list[i], b = list[n - 1 - i];
      if (a === null || b === null) continue;
      pairs.push(r % 2 === 0 && i === 0 ? [b, a] : [a, b]);
    }
    rounds.push(pairs);
    list.splice(1, 0, list.pop()!);
  }
  return rounds;
}

class Tournament {
  readonly games: Game[] = [];
  private readonly players = new Map<string, Player>();
  private readonly startRatings = new Map<string, number>();
  constructor(players: Player[], private readonly rand: Generator<number, never>) {
    for (const p of players) {
      this.players.set(p.name, { ...p });
      this.startRatings.set(p.name, p.rating);
    }
  }

  private simulate(white: Player, black: Player): Outcome {
    const p = expectedScore(white.strength + 35, black.strength); // white moves first
    const drawChance = 0.28 * (1 - Math.abs(p - 0.5) * 1.4);
    const x = this.rand.next().value;
    if (x < drawChance) return 0.5;
    return x < drawChance + (1 - drawChance) * p ? 1 : 0;
  }

  play(): void {
    const names = [...this.players.keys()];
    roundRobin(names).forEach((pairs, r) => {
      const deltas = new Map<string, number>();
      for (const [w, b] of pairs) {
        const white = this.players.get(w)!, black = this.players.get(b)!;
        const result = this.simulate(white, black);
        this.games.push({ round: r + 1, white: w, black: b, result });
        const ew = expectedScore(white.rating, black.rating);
        deltas.set(w, (deltas.get(w) ?? 0) + K_FACTOR * (result - ew));
        deltas.set(b, (deltas.get(b) ?? 0) + K_FACTOR * (1 - result - (1 - ew)));
      }
      // Ratings change once per round, after all its games.
      for (const [name, d] of deltas) this.players.get(name)!.rating += d;
    });
  }

  standings(): Standing[] {
    const byName = new Map<string, Standing>();
    for (const [name, p] of this.players) {
      byName.set(name, { name, points: 0, wins: 0, draws: 0, losses: 0, sb: 0, start: this.startRatings.get(name)!, rating: p.rating, performance: 0 });
    }
    const score = (g: Game, name: string): Outcome => (g.white === name ? g.result : ((1 - g.result) as Outcome));
    for (const g of this.games) {
      for (const name of [g.white, g.black]) {
        const s = byName.get(name)!;
        const pts = score(g, name);
        s.points += pts;
        if (pts === 1) s.wins++;
        else if (pts === 0.5) s.draws++;
        else s.losses++;
      }
    }
    for (const s of byName.values()) {
      const mine = this.games.filter((g) => g.white === s.name || g.black === s.name);
      s.sb = mine.reduce((acc, g) => {
        const opp = byName.get(g.white === s.name ? g.black : g.white)!;
        return acc + score(g, s.name) * opp.points;
      }, 0);
      const oppAvg = mine.reduce((acc, g) => acc + this.startRatings.get(g.white === s.name ? g.black : g.white)!, 0) / mine.length;
      const pct = s.points / mine.length;
      const clamped = Math.min(Math.max(pct, 0.01), 0.99);
      s.performance = Math.round(oppAvg + 400 * Math.log10(clamped / (1 - clamped)));
    }
    return [...byName.values()].sort(
      (a, b) => b.points - a.points || b.sb - a.sb || b.wins - a.wins || a.name.localeCompare(b.name),
    );
  }
}

const roster: Player[] = [
  { name: "Ana", rating: 1850, strength: 1900 },
  { name: "Bruno", rating: 1720, strength: 1650 },
  { name: "Chen", rating: 2010, strength: 1990 },
  { name: "Dara", rating: 1600, strength: 1750 },
  { name: "Emeka", rating: 1935, strength: 1920 },
  { name: "Fatima", rating: 1780, strength: 1800 },
  { name: "Gus", rating: 1500, strength: 1480 },
];

const t = new Tournament(roster, lcg(7));
t.play();
const symbol = (r: Outcome): string => (r === 1 ? "1-0" : r === 0 ? "0-1" : "½-½");
const roundsPlayed = Math.max(...t.games.map((g) => g.round));
for (let r = 1; r <= roundsPlayed; r++) {
  const line = t.games.filter((g) => g.round === r).map((g) => `${g.white} ${symbol(g.result)} ${g.black}`);
  console.log(`R${r}: ${line.join(" | ")}`);
}

const table = t.standings();
const header = ["#", "Player", "Pts", "W", "D", "L", "SB", "Start", "New", "Δ", "Perf"];
const rows = table.map((s, i) => [
  String(i + 1), s.name, s.points.toFixed(1), String(s.wins), String(s.draws), String(s.losses),
  s.sb.toFixed(2), String(s.start), s.rating.toFixed(0),
  `${s.rating >= s.start ? "+" : "-"}${Math.abs(s.rating - s.start).toFixed(1)}`, String(s.performance),
]);
const widths = header.map((h, c) => Math.max(h.length, ...rows.map((r) => r[c].length)));
const render = (cells: string[]) => cells.map((cell, c) => (c === 1 ? cell.padEnd(widths[c]) : cell.padStart(widths[c]))).join("  ");
console.log(render(header));
console.log(widths.map((w) => "-".repeat(w)).join("  "));
for (const r of rows) console.log(render(r));

const totalPoints = table.reduce((n, s) => n + s.points, 0);
const whiteScore = t.games.reduce((n, g) => n + g.result, 0);
const upsets = t.games.filter((g) => {
  const [w, b] = [g.white, g.black].map((n) => roster.find((p) => p.name === n)!.rating);
  return (g.result === 1 && w < b - 100) || (g.result === 0 && b < w - 100);
});
console.log(`${t.games.length} games, ${totalPoints} points, white scored ${((whiteScore / t.games.length) * 100).toFixed(1)}%`);
console.log(`upsets (>100 points): ${upsets.map((g) => `R${g.round} ${g.result === 1 ? g.white : g.black}`).join(", ") || "none"}`);
const ratingSum = table.reduce((n, s) => n + s.rating, 0) - roster.reduce((n, p) => n + p.rating, 0);
console.log(`rating pool change: ${Math.abs(ratingSum) < 1e-9 ? "conserved" : ratingSum.toFixed(6)}`);
