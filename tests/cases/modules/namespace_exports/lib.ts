// Namespaces in a module's interface: one merged into an exported function,
// one on its own, one nested; each with a statement that runs in its own init.
export function parse(s: string): number {
  return s.length;
}
export namespace parse {
  export const version = 1;
  export function twice(s: string): number {
    return 2 * parse(s);
  }
  console.log("parse namespace ran");
}
export namespace Util {
  export const k: number = 3;
  export var hits = 0;
  export namespace Inner {
    export function label(n: number): string {
      return `#${n * k}`;
    }
  }
}
