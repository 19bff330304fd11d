import { Shape } from "./t";
export function area(s: Shape): number { return s.n * 2; }
