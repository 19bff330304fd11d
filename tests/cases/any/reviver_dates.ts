// Dates made by a JSON.parse reviver are reached through `any`: their getters
// and formats are called at run time.
const raw = `{"meta":{"since":"2021-06-01T12:34:56.789Z","name":"x"},"events":[{"at":"2020-02-29T00:00:00.000Z"}]}`;
const data = JSON.parse(raw, (k, v) => (typeof v === "string" && /^\d{4}-\d{2}-\d{2}T/.test(v) ? new Date(v) : v));
const since = data.meta.since;
console.log(since instanceof Date, since.getUTCFullYear(), since.getUTCMonth(), since.getUTCDate(), since.getUTCHours());
console.log(since.getTime(), since.valueOf(), since.toISOString(), since.toJSON(), since.getUTCMilliseconds());
console.log(data.events[0].at.toISOString(), data.events[0].at.getUTCDay(), data.meta.name.toUpperCase());
console.log(JSON.stringify(data));
