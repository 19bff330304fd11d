// An object literal first spreading a dictionary a call returns ({ ...super.stats(), extra }) is a dictionary.
class Base {
  protected hits = 3;
  stats(): Record<string, number> {
    return { hits: this.hits, misses: 1 };
  }
}
class Derived extends Base {
  override stats(): Record<string, number> {
    return { ...super.stats(), ratio: 0.75, hits: 4 };
  }
}
function defaults(): { [k: string]: string } {
  return { color: 'red', size: 'M' };
}
const maybe = (b: boolean): Record<string, boolean> | undefined => (b ? { on: true } : undefined);
const merged = { ...defaults(), size: 'L', extra: 'yes' };
console.log(new Base().stats(), new Derived().stats(), merged, Object.keys(merged));
console.log({ ...maybe(true), off: false }, { ...maybe(false), off: false });
const env = { ...Object.fromEntries([['A', '1'], ['B', '2']]), C: '3' };
console.log(env, env.C, JSON.stringify(env));
