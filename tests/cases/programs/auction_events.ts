// An auction house: lots emit events (bid, outbid, sold, error), bidders react
// through listeners, timers close the lots, async/await drives the rounds.
import { EventEmitter } from "node:events";

enum LotState {
  Open = "open",
  Sold = "sold",
  Unsold = "unsold",
}

interface Bid {
  readonly bidder: string;
  readonly amount: number;
  readonly at: number;
}

class BidError extends Error {
  constructor(readonly lot: string, message: string) {
    super(message);
    this.name = "BidError";
  }
}

class Lot extends EventEmitter {
  state: LotState = LotState.Open;
  private readonly bids: Bid[] = [];
  private clock = 0;

  constructor(readonly id: string, readonly title: string, readonly reserve: number, readonly increment: number) {
    super();
  }

  get highest(): Bid | undefined {
    return this.bids[this.bids.length - 1];
  }

  bid(bidder: string, amount: number): boolean {
    if (this.state !== LotState.Open) {
      this.emit("error", new BidError(this.id, `${bidder} bid on closed lot ${this.id}`));
      return false;
    }
    const min = (this.highest?.amount ?? 0) + this.increment;
    if (amount < min) {
      this.emit("rejected", bidder, amount, min);
      return false;
    }
    const previous = this.highest;
    const b: Bid = { bidder, amount, at: ++this.clock };
    this.bids.push(b);
    this.emit("bid", b);
    if (previous && previous.bidder !== bidder) this.emit("outbid", previous.bidder, amount);
    return true;
  }

  close(): void {
    if (this.state !== LotState.Open) return;
    const top = this.highest;
    if (top && top.amount >= this.reserve) {
      this.state = LotState.Sold;
      this.emit("sold", top.bidder, top.amount, this.bids.length);
    } else {
      this.state = LotState.Unsold;
      this.emit("unsold", top?.amount ?? 0);
    }
  }
}

class Bidder {
  won: string[] = [];
  constructor(readonly name: string, public budget: number, readonly step: number) {}

  follow(lot: Lot, log: (msg: string) => void): void {
    lot.on("outbid", (who: string, amount: number) => {
      if (who !== this.name) return;
      const next = amount + this.step;
      if (next <= this.budget) {
        log(`${this.name} raises to ${next} on ${lot.id}`);
        lot.bid(this.name, next);
      } else {
        log(`${this.name} drops out of ${lot.id} (budget ${this.budget})`);
      }
    });
    lot.once("sold", (winner: string, amount: number) => {
      if (winner === this.name) {
        this.won.push(lot.id);
        this.budget -= amount;
      }
    });
  }
}

const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

async function runAuction(): Promise<void> {
  const lines: string[] = [];
  const log = (msg: string): void => {
    lines.push(msg);
    console.log(msg);
  };
  const lots = [
    new Lot("L1", "Oak desk", 160, 10),
    new Lot("L2", "Brass lamp", 100, 5),
    new Lot("L3", "Map of 1820", 500, 25),
  ];
  const alice = new Bidder("alice", 400, 10);
  const bob = new Bidder("bob", 260, 20);
  const carol = new Bidder("carol", 150, 5);
  let bids = 0;
  for (const lot of lots) {
    lot.on("bid", (b: Bid) => {
      bids++;
      log(`  [${lot.id}] ${b.bidder} bids ${b.amount}`);
    });
    lot.on("rejected", (who: string, amount: number, min: number) => log(`  [${lot.id}] ${who}'s ${amount} rejected (min ${min})`));
    lot.on("sold", (who: string, amount: number, count: number) => log(`SOLD ${lot.title} to ${who} for ${amount} after ${count} bids`));
    lot.on("unsold", (best: number) => log(`UNSOLD ${lot.title} (best ${best}, reserve ${lot.reserve})`));
    lot.on("error", (err: BidError) => log(`error on ${err.lot}: ${err.message}`));
    for (const b of [alice, bob, carol]) b.follow(lot, log);
  }

  lots[0].bid("carol", 100);
  await sleep(5);
  lots[0].bid("bob", 105);
  lots[0].bid("alice", 150);
  lots[1].bid("carol", 100);
  lots[1].bid("bob", 102);
  await sleep(5);
  lots[2].bid("alice", 300);
  lots[2].bid("carol", 310);

  // the lots close one after another, in timer order
  const closing = lots.map(
    (lot, i) =>
      new Promise<LotState>((resolve) => {
        setTimeout(() => {
          lot.close();
          resolve(lot.state);
        }, 10 + i * 10);
      }),
  );
  const states = await Promise.all(closing);
  lots[0].bid("carol", 999);
  console.log(`states: ${states.join(", ")}; ${bids} accepted bids; listeners on L1 bid: ${lots[0].listenerCount("bid")}`);
  for (const b of [alice, bob, carol]) console.log(`${b.name}: won ${b.won.join(",") || "nothing"}, budget left ${b.budget}`);
  console.log(`${lines.length} log lines`);
}

runAuction().catch((e: unknown) => console.log("failed:", e));
