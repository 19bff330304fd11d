// Ambient declarations that are only types, or that describe what the environment
// already has, compile to nothing.
declare function require(name: string): any;
declare const process: { argv: string[]; exitCode?: number };
declare global {
  interface Point { x: number; y: number }
  type Pair<T> = [T, T];
}
declare type Id = number;
function dist(p: Point, q: Point): number { return Math.hypot(p.x - q.x, p.y - q.y); }
const pr: Pair<Point> = [{ x: 0, y: 0 }, { x: 3, y: 4 }];
const id: Id = 7;
console.log(dist(pr[0], pr[1]), id, process.argv.length > 0);
export {};
export declare type Label = string;
export declare interface Tagged { label: Label }
const tg: Tagged = { label: "L" };
console.log(tg.label);
