import { unit } from "./t";
export const base: number = unit.n;
export function one(): number { return base; }
