// Constructing Dates and reading them in UTC, ISO strings, JSON and console.log.
const epoch = new Date(0);
console.log(epoch, [epoch], { at: epoch });
console.log(JSON.stringify({ when: new Date(Date.UTC(2024, 1, 29, 13, 45, 7, 89)), list: [new Date(1e12)] }));
const d = new Date("2024-03-10T15:04:05.123Z");
console.log(d.toISOString(), d.getTime(), d.valueOf(), d.toJSON());
console.log(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate(), d.getUTCDay(), d.getUTCHours(), d.getUTCMinutes(), d.getUTCSeconds(), d.getUTCMilliseconds());
console.log(d.toUTCString(), new Date(Date.UTC(-50, 0, 1)).toUTCString());

// Invalid dates
const bad = new Date("not a date");
console.log(bad, bad.getTime(), String(bad), isNaN(bad.getTime()), JSON.stringify([bad]), bad.getUTCFullYear());
try {
  bad.toISOString();
} catch (e) {
  if (e instanceof Error) console.log(e.name, e.message);
}
console.log(new Date(8.64e15).toISOString(), new Date(8.64e15 + 1).getTime(), new Date(-8.64e15).toISOString(), new Date(NaN).getTime());

// Date.parse and the formats it reads
const inputs = ["2000-01-01", "2000-01-01T00:00:00Z", "2000-01-01T12:30:00+02:00", "2000-01-01T12:30:00.5-0130",
  "2000-02-30", "2000-13-01", "+010000-01-01T00:00:00Z", "-000001-01-01T00:00:00Z", "2024", "2024-07",
  "Tue, 05 Mar 2024 10:00:00 GMT", "Thu Jan 01 1970 00:00:00 GMT+0000 (Coordinated Universal Time)",
  "2024-03-10T25:00:00Z", "garbage", "", "2024-03-10 15:04:05Z", "2024-03-10t10:00:00z", "2024-03-10T15:04:05.1234567Z"];
for (const s of inputs) console.log(JSON.stringify(s), Date.parse(s));

// Date.UTC, copies, comparisons
console.log(Date.UTC(99, 0), Date.UTC(2024), Date.UTC(2024, 11, 31, 23, 59, 59, 999), Date.UTC(2024, 14, 1), Date.UTC(2024, 0, 0));
const copy = new Date(d);
copy.setUTCHours(0, 0, 0, 0);
console.log(copy.toISOString(), d.toISOString(), copy < d, copy > d, copy <= copy, copy.getTime() === new Date(copy.getTime()).getTime());
const now = Date.now();
console.log(typeof now, now > 1.7e12, new Date().getTime() >= now, new Date().getUTCFullYear() >= 2024);
