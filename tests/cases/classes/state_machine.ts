// A state machine with one class per state and polymorphic transitions.
abstract class State {
  abstract name(): string;
  abstract on(event: string, ctx: Machine): State;
  enter(ctx: Machine): void {
    ctx.log.push("enter " + this.name());
  }
}

class Idle extends State {
  name(): string {
    return "idle";
  }
  on(event: string, ctx: Machine): State {
    if (event === "coin") {
      ctx.credit += 1;
      return Machine.READY;
    }
    return this;
  }
}

class Ready extends State {
  name(): string {
    return "ready";
  }
  on(event: string, ctx: Machine): State {
    switch (event) {
      case "coin":
        ctx.credit += 1;
        return this;
      case "push":
        ctx.credit -= 1;
        ctx.served++;
        return ctx.credit > 0 ? this : Machine.IDLE;
      case "refund":
        ctx.refunded += ctx.credit;
        ctx.credit = 0;
        return Machine.IDLE;
    }
    return this;
  }
}

class Broken extends State {
  name(): string {
    return "broken";
  }
  on(event: string, ctx: Machine): State {
    return event === "fix" ? Machine.IDLE : this;
  }
  enter(ctx: Machine): void {
    super.enter(ctx);
    ctx.log.push("call technician");
  }
}

class Machine {
  static readonly IDLE = new Idle();
  static readonly READY = new Ready();
  static readonly BROKEN = new Broken();
  state: State = Machine.IDLE;
  credit = 0;
  served = 0;
  refunded = 0;
  log: string[] = [];
  send(event: string): void {
    const next = event === "kick" ? Machine.BROKEN : this.state.on(event, this);
    if (next !== this.state) {
      this.state = next;
      next.enter(this);
    }
  }
}

const m = new Machine();
const events = ["push", "coin", "coin", "push", "push", "push", "coin", "kick", "coin", "fix", "coin", "refund"];
for (const e of events) {
  m.send(e);
  console.log(e.padEnd(6), m.state.name().padEnd(6), m.credit, m.served, m.refunded);
}
console.log(m.log.join(", "));
console.log(m.state instanceof Idle, m.state === Machine.IDLE);
