// A variable narrowed to never (it can only be null there) read as an object,
// array or function in code the flow proved unreachable compiles.
function size(flag: boolean): number {
  let result: Set<number> | null = null;
  if (flag) console.log("flag");
  if (result === null) {
    return 0;
  } else {
    const prev: Set<number> = result;
    return prev.size;
  }
}

function first(): number {
  let xs: number[] | undefined = undefined;
  let f: (() => number) | null = null;
  if (xs !== undefined) {
    const copy: number[] = xs;
    return copy[0];
  }
  if (f) {
    const g: () => number = f;
    return g();
  }
  return -1;
}

function search(words: string[]): number {
  let result: Set<number> | null = null;
  for (const w of words) {
    if (result === null) {
      result = new Set([w.length]);
    } else {
      const prev: Set<number> = result;
      result = new Set([...prev, w.length]);
    }
  }
  return result === null ? 0 : result.size;
}

console.log(size(true), size(false), first(), search(["a", "bb", "cc"]), search([]));
