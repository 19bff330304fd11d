import type { Box } from "./b";
export function unwrap(b: Box<number>): number { return b.v * 2; }
