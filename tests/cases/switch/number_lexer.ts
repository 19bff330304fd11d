// Validates numeric literals with a character-class state machine.
function classify(c: string): number {
  if (c >= "0" && c <= "9") return 0;
  switch (c) {
    case "+": case "-": return 1;
    case ".": return 2;
    case "e": case "E": return 3;
    default: return 4;
  }
}
function isNumber(s: string): boolean {
  let st: number = 0;
  for (let i = 0; i < s.length; i++) {
    const k: number = classify(s[i]);
    switch (st) {
      case 0: st = k === 1 ? 1 : k === 0 ? 2 : k === 2 ? 3 : -1; break;
      case 1: st = k === 0 ? 2 : k === 2 ? 3 : -1; break;
      case 2: st = k === 0 ? 2 : k === 2 ? 4 : k === 3 ? 5 : -1; break;
      case 3: st = k === 0 ? 4 : -1; break;
      case 4: st = k === 0 ? 4 : k === 3 ? 5 : -1; break;
      case 5: st = k === 1 ? 6 : k === 0 ? 7 : -1; break;
      case 6: st = k === 0 ? 7 : -1; break;
      case 7: st = k === 0 ? 7 : -1; break;
    }
    if (st === -1) return false;
  }
  return st === 2 || st === 4 || st === 7;
}
const inputs: string = "0|12|-3.5|+.5|5.|1e10|2E-3|e3|1e|--1|.|1.2.3|abc||-0.0e+00";
let at: number = 0;
while (at <= inputs.length) {
  let bar: number = inputs.indexOf("|", at);
  if (bar < 0) bar = inputs.length;
  const s: string = inputs.slice(at, bar);
  const mine: boolean = isNumber(s);
  console.log(`"${s}"`.padEnd(12), mine, mine ? Number(s) : "-");
  at = bar + 1;
}
