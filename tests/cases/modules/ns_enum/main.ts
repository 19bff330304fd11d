// Enums reached through a namespace import, as values and as types.
import * as lv from "./levels";
import * as api from "./index";

interface Entry {
  level: lv.Level;
  channel: lv.Channel;
  text: string;
}

function channelFor(level: lv.Level): lv.Channel {
  return level >= lv.Level.Warn ? lv.Channel.Stderr : lv.Channel.Stdout;
}

function tag(level: lv.Level): string {
  switch (level) {
    case lv.Level.Debug:
      return "D";
    case lv.Level.Info:
      return "I";
    case lv.Level.Warn:
      return "W";
    default:
      return "E";
  }
}

const entries: Entry[] = [];
function log(level: lv.Level, text: string): void {
  entries.push({ level, channel: channelFor(level), text });
}
log(lv.Level.Info, "started");
log(lv.Level.Debug, "config loaded");
log(lv.Level.Warn, "disk 91% full");
log(api.Level.Error, "write failed");

const threshold: lv.Level = lv.Level.Info;
for (const e of entries) {
  if (e.level < threshold) continue;
  console.log(`[${tag(e.level)}] ${lv.Level[e.level]} (${e.level}) -> ${e.channel}: ${e.text}`);
}
console.log(lv.levelName(lv.Level.Warn), api.levelName(api.Level.Debug));
const flags = lv.Flag.Timestamp | lv.Flag.Color;
console.log(flags, (flags & lv.Flag.Color) !== 0, lv.Flag.None);
const counts = new Map<lv.Channel, number>();
for (const e of entries) counts.set(e.channel, (counts.get(e.channel) ?? 0) + 1);
console.log(counts);
const sev: api.Severity = api.Severity.Warn;
console.log(sev === lv.Level.Warn, lv.Level.Error - lv.Level.Warn);
function isLoud(c: lv.Channel): boolean {
  return c === lv.Channel.Stderr;
}
console.log(entries.filter((e) => isLoud(e.channel)).map((e) => e.text));
