// Autocomplete over a trie: weighted terms, ranked suggestions with a bounded
// best-first search, fuzzy matching within one edit, and usage feedback.
interface Suggestion {
  readonly term: string;
  readonly score: number;
  readonly fuzzy: boolean;
}

class TrieNode {
  readonly children = new Map<string, TrieNode>();
  weight = 0; // > 0: a term ends here
  best = 0; // the largest weight in this subtree, for pruning
}

class Autocomplete {
  private readonly root = new TrieNode();
  private count = 0;

  get size(): number {
    return this.count;
  }

  add(term: string, weight: number): void {
    const key = term.toLowerCase();
    let node = this.root;
    const path: TrieNode[] = [node];
    for (const ch of key) {
      let next = node.children.get(ch);
      if (!next) {
        next = new TrieNode();
        node.children.set(ch, next);
      }
      node = next;
      path.push(node);
    }
    if (node.weight === 0) this.count++;
    node.weight = Math.max(node.weight, weight);
    for (const n of path) n.best = Math.max(n.best, node.weight);
  }

  /** Records that a term was picked: its weight grows, so it ranks higher next time. */
  pick(term: string): void {
    const node = this.find(term.toLowerCase());
    if (node && node.weight > 0) this.add(term, node.weight + 10);
  }

  private find(prefix: string): TrieNode | undefined {
    let node = this.root;
    for (const ch of prefix) {
      const next = node.children.get(ch);
      if (!next) return undefined;
      node = next;
    }
    return node;
  }

  private collect(start: TrieNode, prefix: string, limit: number): Array<[string, number]> {
    // best-first: expand the frontier entry with the largest `best`
    const frontier: Array<[TrieNode, string]> = [[start, prefix]];
    const found: Array<[string, number]> = [];
    while (frontier.length > 0) {
      frontier.sort((a, b) => b[0].best - a[0].best || (a[1] < b[1] ? -1 : 1));
      const [node, text] = frontier.shift()!;
      if (found.length >= limit && node.best <= found[found.length - 1][1]) break;
      if (node.weight > 0) {
        found.push([text, node.weight]);
        found.sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
        if (found.length > limit) found.pop();
      }
      for (const [ch, child] of node.children) frontier.push([child, text + ch]);
    }
    return found;
  }

  private fuzzyPrefixes(prefix: string): string[] {
    const out = new Set<string>();
    const alphabet = "abcdefghijklmnopqrstuvwxyz";
    for (let i = 0; i < prefix.length; i++) {
      out.add(prefix.slice(0, i) + prefix.slice(i + 1)); // deletion
      for (const ch of alphabet) out.add(prefix.slice(0, i) + ch + prefix.slice(i + 1)); // substitution
      if (i + 1 < prefix.length) out.add(prefix.slice(0, i) + prefix[i + 1] + prefix[i] + prefix.slice(i + 2)); // swap
    }
    out.delete(prefix);
    return [...out].filter((p) => p.length > 0);
  }

  suggest(input: string, limit = 5): Suggestion[] {
    const prefix = input.trim().toLowerCase();
    const results = new Map<string, Suggestion>();
    const exact = this.find(prefix);
    if (exact) for (const [term, w] of this.collect(exact, prefix, limit)) results.set(term, { term, score: w, fuzzy: false });
    if (results.size < limit && prefix.length >= 3) {
      for (const p of this.fuzzyPrefixes(prefix)) {
        const node = this.find(p);
        if (!node) continue;
        for (const [term, w] of this.collect(node, p, limit)) {
          if (!results.has(term)) results.set(term, { term, score: Math.round(w / 2), fuzzy: true });
        }
      }
    }
    return [...results.values()]
      .sort((a, b) => b.score - a.score || a.term.localeCompare(b.term))
      .slice(0, limit);
  }
}

const ac = new Autocomplete();
const corpus: ReadonlyArray<readonly [string, number]> = [
  ["typescript", 95], ["type", 80], ["typeof", 40], ["types", 55], ["typed array", 20],
  ["tuple", 35], ["trie", 15], ["tree", 60], ["treemap", 12], ["traverse", 25],
  ["transform", 45], ["transpile", 30], ["try", 70], ["trim", 50], ["true", 85],
  ["javascript", 90], ["java", 40], ["json", 75], ["jest", 35], ["jquery", 10],
];
for (const [t, w] of corpus) ac.add(t, w);
ac.add("Type", 10); // same term, lower weight: kept at 80
console.log(`${ac.size} terms`);

const show = (q: string, limit?: number): void => {
  const s = ac.suggest(q, limit);
  const text = s.map((x) => `${x.term}(${x.score}${x.fuzzy ? "~" : ""})`).join(", ");
  console.log(`${JSON.stringify(q).padEnd(8)} -> ${text || "(none)"}`);
};
for (const q of ["t", "ty", "tr", "tra", "j", "js", "xyz", "", "TYPE"]) show(q);
show("tpye");
show("jsno");
show("tree", 3);
for (let i = 0; i < 3; i++) ac.pick("treemap");
ac.pick("nothing");
show("tre");
show("t", 8);
