// A chess move generator (mailbox 10x12) with castling, en passant and
// promotion; legality by "is my king attacked after the move"; perft to depth 3.

const enum Color { White = 0, Black = 1 }
type PieceKind = "P" | "N" | "B" | "R" | "Q" | "K";
interface Piece { kind: PieceKind; color: Color }

interface Move {
  from: number;
  to: number;
  promo?: PieceKind;
  flag?: "ep" | "castle" | "double";
}

const OFFBOARD = -1;
// 10x12 mailbox: index of each of the 64 squares in the 120 array.
const MAILBOX64: number[] = Array.from({ length: 64 }, (_, i) => 21 + Math.trunc(i / 8) * 10 + (i % 8));
const MAILBOX120: number[] = new Array<number>(120).fill(OFFBOARD);
MAILBOX64.forEach((m, i) => { MAILBOX120[m] = i; });

const STEPS: Record<Exclude<PieceKind, "P">, { dirs: number[]; slide: boolean }> = {
  N: { dirs: [-21, -19, -12, -8, 8, 12, 19, 21], slide: false },
  B: { dirs: [-11, -9, 9, 11], slide: true },
  R: { dirs: [-10, -1, 1, 10], slide: true },
  Q: { dirs: [-11, -10, -9, -1, 1, 9, 10, 11], slide: true },
  K: { dirs: [-11, -10, -9, -1, 1, 9, 10, 11], slide: false },
};

const squareName = (sq: number): string => "abcdefgh"[sq % 8] + String(8 - Math.trunc(sq / 8));
const parseSquare = (s: string): number => (8 - Number(s[1])) * 8 + "abcdefgh".indexOf(s[0]);

class Position {
  board: (Piece | null)[] = new Array<Piece | null>(64).fill(null);
  side: Color = Color.White;
  castling = new Set<string>(); // "K", "Q", "k", "q"
  epSquare = -1;

  static fromFen(fen: string): Position {
    const [placement, side, castle, ep] = fen.split(" ");
    const pos = new Position();
    let sq = 0;
    for (const ch of placement) {
      if (ch === "/") continue;
      if (/\d/.test(ch)) { sq += Number(ch); continue; }
      const kind = ch.toUpperCase() as PieceKind;
      pos.board[sq++] = { kind, color: ch === kind ? Color.White : Color.Black };
    }
    pos.side = side === "w" ? Color.White : Color.Black;
    if (castle !== "-") for (const c of castle) pos.castling.add(c);
    pos.epSquare = ep === "-" ? -1 : parseSquare(ep);
    return pos;
  }

  clone(): Position {
    const p = new Position();
    p.board = this.board.slice();
    p.side = this.side;
    p.castling = new Set(this.castling);
    p.epSquare = this.epSquare;
    return p;
  }

  isAttacked(sq: number, by: Color): boolean {
    const m = MAILBOX64[sq];
    // pawns
    const pawnDirs = by === Color.White ? [9, 11] : [-9, -11];
    for (const d of pawnDirs) {
      const t = MAILBOX120[m + d];
      const p = t === OFFBOARD ? null : this.board[t];
      if (p && p.color === by && p.kind === "P") return true;
    }
    for (const [kind, { dirs, slide }] of Object.entries(STEPS) as [PieceKind, { dirs: number[]; slide: boolean }][]) {
      for (const d of dirs) {
        for (let n = m + d; MAILBOX120[n] !== OFFBOARD; n += d) {
          const p = this.board[MAILBOX120[n]];
          if (p) {
            if (p.color === by && (p.kind === kind || (slide && p.kind === "Q" && kind !== "Q"))) {
              if (p.kind === kind || kind === "B" || kind === "R") return true;
            }
            break;
          }
          if (!slide) break;
        }
      }
    }
    return false;
  }

  kingSquare(color: Color): number {
    return this.board.findIndex((p) => p?.kind === "K" && p.color === color);
  }

  *pseudoMoves(): Generator<Move> {
    const us = this.side, them = us === Color.White ? Color.Black : Color.White;
    for (let sq = 0; sq < 64; sq++) {
      const piece = this.board[sq];
      if (!piece || piece.color !== us) continue;
      const m = MAILBOX64[sq];
      if (piece.kind === "P") {
        const fwd = us === Color.White ? -10 : 10;
        const startRank = us === Color.White ? 6 : 1;
        const lastRank = us === Color.White ? 0 : 7;
        const one = MAILBOX120[m + fwd];
        const emit = function* (to: number, flag?: Move["flag"]): Generator<Move> {
          if (Math.trunc(to / 8) === lastRank) for (const promo of ["Q", "R", "B", "N"] as const) yield { from: sq, to, promo };
          else yield flag ? { from: sq, to, flag } : { from: sq, to };
        };
        if (one !== OFFBOARD && !this.board[one]) {
          yield* emit(one);
          const two = MAILBOX120[m + 2 * fwd];
          if (Math.trunc(sq / 8) === startRank && !this.board[two]) yield* emit(two, "double");
        }
        for (const side of [-1, 1]) {
          const t = MAILBOX120[m + fwd + side];
          if (t === OFFBOARD) continue;
          if (this.board[t]?.color === them) yield* emit(t);
          else if (t === this.epSquare) yield* emit(t, "ep");
        }
        continue;
      }
      const { dirs, slide } = STEPS[piece.kind];
      for (const d of dirs) {
        for (let n = m + d; MAILBOX120[n] !== OFFBOARD; n += d) {
          const t = MAILBOX120[n];
          const target = this.board[t];
          if (target?.color === us) break;
          yield { from: sq, to: t };
          if (target || !slide) break;
        }
      }
      if (piece.kind === "K") yield* this.castles(sq, them);
    }
  }

  private *castles(king: number, them: Color): Generator<Move> {
    const white = this.side === Color.White;
    const rights: [string, number[], number[], number][] = [
      [white ? "K" : "k", [1, 2], [0, 1, 2], 2],
      [white ? "Q" : "q", [-1, -2, -3], [0, -1, -2], -2],
    ];
    for (const [right, empty, safe, delta] of rights) {
      if (!this.castling.has(right)) continue;
      if (empty.some((o) => this.board[king + o])) continue;
      if (safe.some((o) => this.isAttacked(king + o, them))) continue;
      yield { from: king, to: king + delta, flag: "castle" };
    }
  }

  play(mv: Move): Position {
    const next = this.clone();
    const piece = next.board[mv.from]!;
    next.board[mv.to] = mv.promo ? { kind: mv.promo, color: piece.color } : piece;
    next.board[mv.from] = null;
    if (mv.flag === "ep") next.board[mv.to + (piece.color === Color.White ? 8 : -8)] = null;
    if (mv.flag === "castle") {
      const [rookFrom, rookTo] = mv.to > mv.from ? [mv.from + 3, mv.from + 1] : [mv.from - 4, mv.from - 1];
      next.board[rookTo] = next.board[rookFrom];
      next.board[rookFrom] = null;
    }
    next.epSquare = mv.flag === "double" ? (mv.from + mv.to) / 2 : -1;
    const touched = new Map<number, string>([[60, "KQ"], [63, "K"], [56, "Q"], [4, "kq"], [7, "k"], [0, "q"]]);
    for (const sq of [mv.from, mv.to]) for (const r of touched.get(sq) ?? "") next.castling.delete(r);
    next.side = this.side === Color.White ? Color.Black : Color.White;
    return next;
  }

  legalMoves(): Move[] {
    const moves: Move[] = [];
    for (const mv of this.pseudoMoves()) {
      const after = this.play(mv);
      if (!after.isAttacked(after.kingSquare(this.side), after.side)) moves.push(mv);
    }
    return moves;
  }
}

function perft(pos: Position, depth: number): number {
  if (depth === 0) return 1;
  const moves = pos.legalMoves();
  if (depth === 1) return moves.length;
  return moves.reduce((n, mv) => n + perft(pos.play(mv), depth - 1), 0);
}

const moveName = (mv: Move): string => `${squareName(mv.from)}${squareName(mv.to)}${mv.promo?.toLowerCase() ?? ""}`;

const start = Position.fromFen("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
const expected = [1, 20, 400, 8902];
for (let d = 1; d <= 3; d++) {
  const n = perft(start, d);
  console.log(`perft(${d}) = ${n}${n === expected[d] ? "" : ` (expected ${expected[d]})`}`);
}
const divide = start.legalMoves().map((mv) => [moveName(mv), perft(start.play(mv), 2)] as const);
divide.sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
console.log(divide.slice(0, 6).map(([m, n]) => `${m}:${n}`).join(" "));

// "Kiwipete", a position rich in castling, en passant and promotions.
const kiwi = Position.fromFen("r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1");
const kiwiMoves = kiwi.legalMoves();
const kinds = kiwiMoves.reduce<Record<string, number>>((acc, mv) => {
  const key = mv.flag ?? (kiwi.board[mv.to] ? "capture" : "quiet");
  acc[key] = (acc[key] ?? 0) + 1;
  return acc;
}, {});
console.log(`kiwipete: ${kiwiMoves.length} moves`, kinds, `perft(2) = ${perft(kiwi, 2)}`);
const ep = Position.fromFen("8/8/8/3pP3/8/8/8/4K2k w - d6 0 1");
console.log("en passant:", ep.legalMoves().filter((m) => m.flag === "ep").map(moveName));
const promo = Position.fromFen("8/P6k/8/8/8/8/8/K7 w - - 0 1");
console.log("promotions:", promo.legalMoves().filter((m) => m.promo).map(moveName).join(","));
