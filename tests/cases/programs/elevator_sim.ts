// Elevator simulation with classes, getters/setters, static members and a tick loop
enum Dir { Up = "up", Down = "down", Idle = "idle" }
class Ride { static seq = 0; readonly id = ++Ride.seq; constructor(public from: number, public to: number, public at: number) {} }
class Elevator {
  private _floor = 0;
  private stops = new Set<number>();
  dir: Dir = Dir.Idle;
  moved = 0;
  riders: Ride[] = [];
  constructor(readonly name: string, readonly capacity: number, private readonly top: number) {}
  get floor() { return this._floor; }
  set floor(f: number) {
    if (f < 0 || f > this.top) throw new RangeError(`floor ${f} out of range`);
    this.moved += Math.abs(f - this._floor);
    this._floor = f;
  }
  get load() { return this.riders.length; }
  get full() { return this.load >= this.capacity; }
  addStop(f: number) { this.stops.add(f); }
  step(): number[] {
    if (this.stops.size === 0) { this.dir = Dir.Idle; return []; }
    const targets = [...this.stops];
    if (this.dir === Dir.Idle) this.dir = targets[0] > this._floor ? Dir.Up : targets[0] < this._floor ? Dir.Down : Dir.Idle;
    const ahead = targets.filter(t => (this.dir === Dir.Up ? t >= this._floor : t <= this._floor));
    if (ahead.length === 0) this.dir = this.dir === Dir.Up ? Dir.Down : Dir.Up;
    if (!this.stops.has(this._floor)) this.floor = this._floor + (this.dir === Dir.Up ? 1 : -1);
    if (this.stops.has(this._floor)) { this.stops.delete(this._floor); return [this._floor]; }
    return [];
  }
  toJSON() { return { name: this.name, floor: this._floor, dir: this.dir, load: this.load }; }
}
class Building {
  static readonly FLOORS = 10;
  elevators: Elevator[];
  waiting: Ride[] = [];
  done: { id: number; wait: number; ride: number }[] = [];
  private boardedAt = new Map<number, number>();
  constructor(n: number) { this.elevators = Array.from({ length: n }, (_, i) => new Elevator(String.fromCharCode(65 + i), 4, Building.FLOORS - 1)); }
  call(r: Ride) {
    this.waiting.push(r);
    const best = this.elevators.filter(e => !e.full).sort((a, b) => Math.abs(a.floor - r.from) - Math.abs(b.floor - r.from) || a.name.localeCompare(b.name))[0];
    best?.addStop(r.from);
  }
  tick(t: number) {
    for (const e of this.elevators) {
      for (const f of e.step()) {
        const leaving = e.riders.filter(r => r.to === f);
        e.riders = e.riders.filter(r => r.to !== f);
        for (const r of leaving) this.done.push({ id: r.id, wait: this.boardedAt.get(r.id)! - r.at, ride: t - this.boardedAt.get(r.id)! });
        const boarding = this.waiting.filter(r => r.from === f).slice(0, e.capacity - e.load);
        for (const r of boarding) { e.riders.push(r); e.addStop(r.to); this.boardedAt.set(r.id, t); }
        this.waiting = this.waiting.filter(r => !boarding.includes(r));
      }
    }
  }
}
const b = new Building(2);
const schedule: [number, number, number][] = [[0, 0, 5], [1, 3, 0], [2, 7, 2], [2, 9, 1], [4, 0, 8], [6, 5, 5], [9, 2, 9], [12, 8, 0]];
for (let t = 0; t < 60; t++) {
  for (const [at, from, to] of schedule) if (at === t && from !== to) b.call(new Ride(from, to, t));
  b.tick(t);
  if (t % 10 === 0) console.log(t, JSON.stringify(b.elevators));
}
console.log(b.done.sort((x, y) => x.id - y.id));
const avg = (k: "wait" | "ride") => (b.done.reduce((s, d) => s + d[k], 0) / b.done.length).toFixed(2);
console.log(`served ${b.done.length}/${Ride.seq}, avg wait ${avg("wait")}, avg ride ${avg("ride")}`);
console.log(b.elevators.map(e => `${e.name}: moved ${e.moved} floors, now at ${e.floor} (${e.dir})`));
console.log(b.elevators[0]);
try { b.elevators[0].floor = 42; } catch (e) { console.log(e instanceof RangeError, (e as Error).message); }
console.log(Object.getOwnPropertyNames(b.elevators[1]).length, Building.FLOORS);
process.exitCode = b.waiting.length;
