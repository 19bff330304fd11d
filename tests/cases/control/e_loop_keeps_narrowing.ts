// A variable narrowed before a loop and assigned in it keeps its narrowing at
// the loop's head when every way back (the body's end, each continue) gives
// it a type within that narrowing, as tsc's flow analysis does.
class TrieNode {
  children = new Map<string, TrieNode>();
  count = 0;
  end = false;
}

const root = new TrieNode();

function insert(word: string): void {
  let node = root;
  for (const ch of word) {
    let next = node.children.get(ch);
    if (!next) {
      next = new TrieNode();
      node.children.set(ch, next);
    }
    next.count++;
    node = next;
  }
  node.end = true;
}

function countPrefix(prefix: string): number {
  let node: TrieNode | undefined = root;
  for (const ch of prefix) {
    node = node.children.get(ch);
    if (!node) return 0;
  }
  return node.count;
}

function depthOf(word: string): number {
  let node: TrieNode | undefined = root;
  let i = 0;
  while (i < word.length) {
    const next: TrieNode | undefined = node.children.get(word[i]);
    i++;
    if (next === undefined) break;
    node = next;
  }
  return i;
}

function skipVowels(word: string): string {
  let last: string | null = "";
  for (let i = 0; i < word.length; i++) {
    if ("aeiou".includes(word[i])) {
      last = word[i];
      continue;
    }
    last = last + word[i];
  }
  return last.toUpperCase();
}

function walk(keys: string[][]): number {
  let total: number | undefined = 0;
  for (const path of keys) {
    let node: TrieNode | undefined = root;
    for (const k of path) {
      node = node.children.get(k);
      if (node === undefined) break;
    }
    total += node ? node.count : -1;
  }
  return total;
}

for (const w of ["car", "cart", "cat", "dog"]) insert(w);
console.log(countPrefix("ca"), countPrefix("car"), countPrefix("x"), countPrefix(""));
console.log(depthOf("cart"), depthOf("cow"), skipVowels("banana"), skipVowels("xyz"));
console.log(walk([["c", "a"], ["d"], ["q"]]));
