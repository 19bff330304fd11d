// regex-redux (the Computer Language Benchmarks Game) over the fasta
// benchmark's output, made here rather than read from stdin: nine
// case-insensitive alternations counted with match(), then five replaces.
const IM = 139968, IA = 3877, IC = 29573;
let last = 42;
function random(max: number): number {
  last = (last * IA + IC) % IM;
  return (max * last) / IM;
}
const ALU =
  "GGCCGGGCGCGGTGGCTCACGCCTGTAATCCCAGCACTTTGG" +
  "GAGGCCGAGGCGGGCGGATCACCTGAGGTCAGGAGTTCGAGA" +
  "CCAGCCTGGCCAACATGGTGAAACCCCGTCTCTACTAAAAAT" +
  "ACAAAAATTAGCCGGGCGTGGTGGCGCGCGCCTGTAATCCCA" +
  "GCTACTCGGGAGGCTGAGGCAGGAGAATCGCTTGAACCCGGG" +
  "AGGCGGAGGTTGCAGTGAGCCGAGATCGCGCCACTGCACTCC" +
  "AGCCTGGGCGACAGAGCGAGACTCCGTCTCAAAAA";
interface Freq { c: string; p: number }
const IUB: Freq[] = [
  { c: "a", p: 0.27 }, { c: "c", p: 0.12 }, { c: "g", p: 0.12 }, { c: "t", p: 0.27 },
  { c: "B", p: 0.02 }, { c: "D", p: 0.02 }, { c: "H", p: 0.02 }, { c: "K", p: 0.02 },
  { c: "M", p: 0.02 }, { c: "N", p: 0.02 }, { c: "R", p: 0.02 }, { c: "S", p: 0.02 },
  { c: "V", p: 0.02 }, { c: "W", p: 0.02 }, { c: "Y", p: 0.02 },
];
const HomoSap: Freq[] = [
  { c: "a", p: 0.302954942668 }, { c: "c", p: 0.1979883004921 },
  { c: "g", p: 0.1975473066391 }, { c: "t", p: 0.3015094502008 },
];
function makeCumulative(table: Freq[]): void {
  let last: Freq | null = null;
  for (const e of table) {
    if (last) e.p += last.p;
    last = e;
  }
}
const out: string[] = [];
function fastaRepeat(n: number, seq: string): void {
  let i = 0;
  const sl = seq.length;
  const lineLength = 60;
  while (n > 0) {
    const len = Math.min(lineLength, n);
    let line = "";
    for (let k = 0; k < len; k++) { line += seq[i]; i = (i + 1) % sl; }
    out.push(line);
    n -= lineLength;
  }
}
function fastaRandom(n: number, table: Freq[]): void {
  const lineLength = 60;
  makeCumulative(table);
  while (n > 0) {
    const len = Math.min(lineLength, n);
    let line = "";
    for (let i = 0; i < len; i++) {
      const r = random(1.0);
      for (const e of table) {
        if (r < e.p) { line += e.c; break; }
      }
    }
    out.push(line);
    n -= lineLength;
  }
}
const n = +(process.argv[2] ?? 1000);
out.push(">ONE Homo sapiens alu");
fastaRepeat(2 * n, ALU);
out.push(">TWO IUB ambiguity codes");
fastaRandom(3 * n, IUB);
out.push(">THREE Homo sapiens frequency");
fastaRandom(5 * n, HomoSap);
let seq = out.join("\n") + "\n";
const ilen = seq.length;
seq = seq.replace(/>.*\n|\n/g, "");
const clen = seq.length;
const variants = [
  /agggtaaa|tttaccct/ig, /[cgt]gggtaaa|tttaccc[acg]/ig, /a[act]ggtaaa|tttacc[agt]t/ig,
  /ag[act]gtaaa|tttac[agt]ct/ig, /agg[act]taaa|ttta[agt]cct/ig, /aggg[acg]aaa|ttt[cgt]ccct/ig,
  /agggt[cgt]aa|tt[acg]accct/ig, /agggta[cgt]a|t[acg]taccct/ig, /agggtaa[cgt]|[acg]ttaccct/ig,
];
for (const re of variants) console.log(re.source, (seq.match(re) ?? []).length);
const subs: [RegExp, string][] = [
  [/tHa[Nt]/g, "<4>"], [/aND|caN|Ha[DS]|WaS/g, "<3>"], [/a[NSt]|BY/g, "<2>"],
  [/<[^>]*>/g, "|"], [/\|[^|][^|]*\|/g, "-"],
];
for (const [re, s] of subs) seq = seq.replace(re, s);
console.log(`\n${ilen}\n${clen}\n${seq.length}`);
