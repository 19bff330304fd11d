export class Mt<T> {
  constructor(public v: T, public tag = "t") {}
  get(): T { return this.v; }
}
export const mu: Mt<unknown> = new Mt<unknown>(5);
export const mus: Mt<unknown>[] = [mu, new Mt<unknown>("s")];
export const mm = new Map<string, Mt<unknown>>([["a", mu]]);
export const un: Mt<unknown> | string = mu;
export const opt: Mt<unknown> | undefined = mu;
export function viaU(): unknown { return mu; }
export function maybe(b: boolean): Mt<unknown> | null { return b ? mu : null; }
export class Holder { m: Mt<unknown> = mu; }
export interface HasM { m: Mt<unknown> }
export const hm: HasM = { m: mu };
