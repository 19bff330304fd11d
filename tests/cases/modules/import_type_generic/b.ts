import { unwrap } from "./a";
export class Box<T> { constructor(public v: T) {} }
export function go(): number { return unwrap(new Box(4)); }
