// A Thompson-NFA regex engine: literals, ., [a-z] classes (^, \d \w \s), groups, |, *, +, ?, ^ and $.

type RxNode =
  | { kind: "char"; ch: string }
  | { kind: "any" }
  | { kind: "class"; ranges: [string, string][]; negated: boolean }
  | { kind: "concat"; parts: RxNode[] }
  | { kind: "alt"; left: RxNode; right: RxNode }
  | { kind: "repeat"; node: RxNode; min: 0 | 1; max: number }
  | { kind: "empty" };
class RegexSyntaxError extends Error {
  constructor(message: string, readonly pattern: string, readonly pos: number) {
    super(`${message} at ${pos} in /${pattern}/`);
    this.name = "RegexSyntaxError";
  }
}

const SHORTHANDS: Record<string, [string, string][]> = {
  d: [["0", "9"]], w: [["a", "z"], ["A", "Z"], ["0", "9"], ["_", "_"]], s: [[" ", " "], ["\t", "\t"], ["\n", "\n"]],
};

class Parser {
  private pos = 0;
  anchoredStart = false; anchoredEnd = false;
  constructor(private readonly src: string) {}
  parse(): RxNode {
    if (this.src.startsWith("^")) { this.anchoredStart = true; this.pos++; }
    const node = this.alternation();
    if (this.peek() === "$") { this.anchoredEnd = true; this.pos++; }
    if (this.pos < this.src.length) throw new RegexSyntaxError(`unexpected '${this.peek()}'`, this.src, this.pos);
    return node;
  }
  private peek(): string | undefined { return this.src[this.pos]; } // (undefined at the end)
  private alternation(): RxNode {
    let left = this.concatenation();
    while (this.peek() === "|") {
      this.pos++;
      left = { kind: "alt", left, right: this.concatenation() };
    }
    return left;
  }
  private concatenation(): RxNode {
    const parts: RxNode[] = [];
    for (let ch = this.peek(); ch !== undefined && ch !== "|" && ch !== ")" && !(ch === "$" && this.pos === this.src.length - 1); ch = this.peek())
      parts.push(this.repetition());
    return parts.length === 0 ? { kind: "empty" } : parts.length === 1 ? parts[0] : { kind: "concat", parts };
  }
  private repetition(): RxNode {
    let node = this.atom();
    for (;;) {
      const op = this.peek();
      if (op === "*") node = { kind: "repeat", node, min: 0, max: Infinity };
      else if (op === "+") node = { kind: "repeat", node, min: 1, max: Infinity };
      else if (op === "?") node = { kind: "repeat", node, min: 0, max: 1 };
      else return node;
      this.pos++;
    }
  }
  private atom(): RxNode {
    const start = this.pos;
    const ch = this.src[this.pos++];
    switch (ch) {
      case "(": {
        const inner = this.alternation();
        if (this.src[this.pos++] !== ")") throw new RegexSyntaxError("missing )", this.src, start);
        return inner;
      }
      case ".": return { kind: "any" };
      case "[": return this.charClass(start);
      case "*": case "+": case "?": throw new RegexSyntaxError("nothing to repeat", this.src, start);
      case "\\": {
        const esc = this.src[this.pos++];
        if (esc === undefined) throw new RegexSyntaxError("trailing backslash", this.src, start);
        const sh = SHORTHANDS[esc.toLowerCase()];
        if (sh) return { kind: "class", ranges: sh, negated: esc !== esc.toLowerCase() };
        return { kind: "char", ch: esc === "n" ? "\n" : esc === "t" ? "\t" : esc };
      }
      default: return { kind: "char", ch };
    }
  }
  private charClass(start: number): RxNode {
    const negated = this.peek() === "^";
    if (negated) this.pos++;
    const ranges: [string, string][] = [];
    while (this.peek() !== "]") {
      let lo = this.src[this.pos++];
      if (lo === undefined) throw new RegexSyntaxError("unterminated class", this.src, start);
      if (lo === "\\") {
        const esc = this.src[this.pos++];
        const sh = SHORTHANDS[esc];
        if (sh) { ranges.push(...sh); continue; }
        lo = esc;
      }
      if (this.peek() === "-" && this.src[this.pos + 1] !== "]") {
        this.pos++;
        const hi = this.src[this.pos++];
        if (hi < lo) throw new RegexSyntaxError(`bad range ${lo}-${hi}`, this.src, start);
        ranges.push([lo, hi]);
      } else ranges.push([lo, lo]);
    }
    this.pos++;
    return { kind: "class", ranges, negated };
  }
}

// --- compilation to an NFA of states -------------------------------------------
type State =
  | { id: number; type: "match" }
  | { id: number; type: "test"; test: (ch: string) => boolean; label: string; out: State | null }
  | { id: number; type: "split"; out1: State | null; out2: State | null };

interface Fragment { start: State; dangling: ((s: State) => void)[] }

class Compiler {
  private nextId = 0;
  states: State[] = [];
  private add<S extends State>(s: Omit<S, "id">): S {
    const st = { ...s, id: this.nextId++ } as S;
    this.states.push(st);
    return st;
  }
  compile(node: RxNode): State {
    const frag = this.fragment(node);
    const match = this.add<Extract<State, { type: "match" }>>({ type: "match" });
    frag.dangling.forEach((patch) => patch(match));
    return frag.start;
  }
  private test(test: (ch: string) => boolean, label: string): Fragment {
    const s = this.add<Extract<State, { type: "test" }>>({ type: "test", test, label, out: null });
    return { start: s, dangling: [(t) => { s.out = t; }] };
  }
  private fragment(node: RxNode): Fragment {
    switch (node.kind) {
      case "char": return this.test((c) => c === node.ch, JSON.stringify(node.ch));
      case "any": return this.test((c) => c !== "\n", "any");
      case "class": {
        const inRanges = (c: string) => node.ranges.some(([lo, hi]) => c >= lo && c <= hi);
        const label = `[${node.negated ? "^" : ""}${node.ranges.map(([a, b]) => (a === b ? a : `${a}-${b}`)).join("")}]`;
        return this.test((c) => inRanges(c) !== node.negated, label);
      }
      case "empty": {
        const s = this.add<Extract<State, { type: "split" }>>({ type: "split", out1: null, out2: null });
        return { start: s, dangling: [(t) => { s.out1 = t; }] };
      }
      case "concat": {
        const frags = node.parts.map((p) => this.fragment(p));
        for (let i = 0; i + 1 < frags.length; i++) {
          const next = frags[i + 1].start;
          frags[i].dangling.forEach((patch) => patch(next));
        }
        return { start: frags[0].start, dangling: frags[frags.length - 1].dangling };
      }
      case "alt": {
        const a = this.fragment(node.left), b = this.fragment(node.right);
        const s = this.add<Extract<State, { type: "split" }>>({ type: "split", out1: a.start, out2: b.start });
        return { start: s, dangling: [...a.dangling, ...b.dangling] };
      }
      case "repeat": {
        const inner = this.fragment(node.node);
        const s = this.add<Extract<State, { type: "split" }>>({ type: "split", out1: inner.start, out2: null });
        const exit = (t: State) => { s.out2 = t; };
        if (node.max === Infinity) inner.dangling.forEach((patch) => patch(s));
        if (node.min === 1) return { start: inner.start, dangling: [exit] };
        return { start: s, dangling: node.max === 1 ? [...inner.dangling, exit] : [exit] };
      }
    }
  }
}

function addState(set: Set<State>, s: State | null): void {
  if (!s || set.has(s)) return;
  set.add(s);
  if (s.type === "split") { addState(set, s.out1); addState(set, s.out2); }
}

class NfaRegex {
  private readonly start: State;
  private readonly anchoredStart: boolean; private readonly anchoredEnd: boolean;
  readonly stateCount: number;
  constructor(readonly source: string) {
    const parser = new Parser(source);
    const ast = parser.parse();
    this.anchoredStart = parser.anchoredStart;
    this.anchoredEnd = parser.anchoredEnd;
    const compiler = new Compiler();
    this.start = compiler.compile(ast);
    this.stateCount = compiler.states.length;
  }
  /** Longest match starting at `from`, as its end index, or -1. */
  private matchAt(text: string, from: number): number {
    let current = new Set<State>();
    addState(current, this.start);
    let best = -1;
    for (let i = from; ; i++) {
      if ([...current].some((s) => s.type === "match") && (!this.anchoredEnd || i === text.length)) best = i;
      if (i >= text.length || current.size === 0) break;
      const next = new Set<State>();
      for (const s of current) if (s.type === "test" && s.test(text[i])) addState(next, s.out);
      current = next;
    }
    return best;
  }
  exec(text: string): { index: number; match: string } | null {
    const last = this.anchoredStart ? 0 : text.length;
    for (let i = 0; i <= last; i++) {
      const end = this.matchAt(text, i);
      if (end >= 0) return { index: i, match: text.slice(i, end) };
    }
    return null;
  }
  test(text: string): boolean { return this.exec(text) !== null; }
}

const cases: [string, string[]][] = [
  ["a(b|c)*d", ["abcbd", "ad", "xxabd", "abce"]],
  ["^\\d+(\\.\\d+)?$", ["42", "3.14", "3.", ".5", "12a"]],
  ["[a-z_]\\w*", ["  foo_bar9 = 1", "9lives", "___"]],
  ["colou?r", ["color", "colour", "colouur"]],
  ["(a|ab)(c|bcd)(d*)", ["abcd", "abcdd"]],
  ["[^aeiou ]+", ["queue street", "aeiou"]],
  ["\\s+$", ["trailing   ", "none"]],
  ["(x+x+)+y", ["xxxxxxxxxxxxxxxxxxxxxxxxxxxxxy", "xxxxxxxxxxxxxxxxxxxxxxxxx"]],
  ["", ["", "abc"]],
];
for (const [pattern, inputs] of cases) {
  const re = new NfaRegex(pattern);
  const native = new RegExp(pattern);
  const results = inputs.map((input) => {
    const mine = re.exec(input);
    const theirs = native.exec(input);
    const agree = (mine?.index ?? -1) === (theirs?.index ?? -1);
    const shown = mine ? `@${mine.index}:${JSON.stringify(mine.match)}` : "no";
    return `${JSON.stringify(input)}=>${shown}${agree ? "" : " (index differs from RegExp)"}`;
  });
  console.log(`/${pattern}/ [${re.stateCount} states]`);
  for (const r of results) console.log(`  ${r}`);
}
for (const bad of ["(ab", "*a", "a)b", "[z-a]", "ab\\"]) {
  try {
    console.log(`accepted /${new NfaRegex(bad).source}/`);
  } catch (e) {
    console.log(e instanceof RegexSyntaxError ? `${e.name}: ${e.message} (pos ${e.pos})` : `other: ${e}`);
  }
}
const words = "the quick brown fox jumps over the lazy dog".split(" ");
const vowelStart = new NfaRegex("^[aeiou]|o.*r$");
console.log(words.filter((w) => vowelStart.test(w)).join(","));
const counts = new Map<string, number>(), vowels = new NfaRegex("[aeiou]+");
for (const m of words.map((w) => vowels.exec(w))) if (m) counts.set(m.match, (counts.get(m.match) ?? 0) + 1);
console.log(Object.fromEntries([...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))));
