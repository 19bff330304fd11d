// m ||= 'lit' and m ??= 'lit' on a variable of a literal union type (they were refused: 'string' is not assignable).
type Mode = 'fast' | 'safe' | 'debug';
let mode: Mode | undefined;
mode ??= 'safe';
let level: 0 | 1 | 2 = 0;
level ||= 2;
let chosen: Mode | '' = '';
chosen ||= mode;
function pick(m?: Mode): Mode {
  m ??= 'fast';
  return m;
}
const opts: { mode?: Mode } = {};
opts.mode ??= 'debug';
console.log(mode, level, chosen, pick(), pick('debug'), opts);
