// Overloads of an exported function: its callers' types, also in its interface file.
export function parse(x: number): number;
export function parse(x: string): string;
export function parse(x: number | string): number | string { return typeof x === "number" ? x * 2 : x.toUpperCase(); }
export function pick(xs: number[]): number;
export function pick(xs: string[]): string;
export function pick(xs: number[] | string[]): number | string { return xs[xs.length - 1]; }
