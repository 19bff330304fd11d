export class M<T> { constructor(readonly a: T) {} }
type Wrap<T> = { inner: T };
export function ex(v: number): string;
export function ex<T>(v: Wrap<T>, m: M<T>): T;
export function ex(v: unknown, m?: unknown): any { return typeof v === "number" ? "n" : (v as Wrap<string>).inner; }
export function mk(s: string): M<string> { return new M(s); }
