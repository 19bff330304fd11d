// Destructuring a match's named groups.
const re = /^(?<date>\d{4}-\d{2}-\d{2}) (?<level>INFO|WARN|ERROR) \[(?<mod>\w+)\] (?<msg>.*)$/;
for (const line of ["2024-03-01 INFO [db] connected", "nope", "2024-03-02 WARN [api] slow (120ms)"]) {
  const m = re.exec(line);
  if (!m?.groups) { console.log("no match:", line); continue; }
  const { date, level, mod: module, msg = "?" } = m.groups;
  console.log(level, module, date.slice(5), msg.length, msg);
}
const { year, rest } = "1999-rest".match(/(?<year>\d+)-(?<rest>\w+)/)!.groups!;
console.log(Number(year) + 1, rest.toUpperCase());
