// Intl.DateTimeFormat("en-US", options).format(date), written in place or held in a const.
const d = new Date(Date.UTC(2024, 6, 4, 18, 30, 0));
const fmt = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeZone: "UTC" });
const time = new Intl.DateTimeFormat("en-US", { hour: "numeric", minute: "2-digit", timeZone: "UTC" });
console.log(fmt.format(d), "|", time.format(d), "|", new Intl.DateTimeFormat("en-US", { timeZone: "UTC" }).format(d));
console.log(new Intl.DateTimeFormat("en-US", { weekday: "long", month: "long", day: "numeric", timeZone: "UTC" }).format(d));
const days = [0, 1, 2].map((i) => new Date(Date.UTC(2024, 0, 1 + i)));
console.log(days.map((x) => fmt.format(x)).join("; "));
