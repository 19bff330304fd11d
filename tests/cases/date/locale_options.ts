// toLocaleDateString / toLocaleTimeString / toLocaleString("en-US", options): ICU's en-US patterns as Node 20 prints them.
const dates = [new Date(Date.UTC(2024, 0, 5, 13, 5, 9)), new Date(Date.UTC(2024, 11, 25, 0, 7, 0)), new Date(Date.UTC(1999, 6, 4, 9, 30, 45))];
for (const d of dates) {
  console.log(d.toLocaleDateString("en-US", { timeZone: "UTC" }), "|", d.toLocaleTimeString("en-US", { timeZone: "UTC" }), "|", d.toLocaleString("en-US", { timeZone: "UTC" }));
  console.log(d.toLocaleDateString("en-US", { year: "numeric", month: "long", day: "numeric", timeZone: "UTC" }));
  console.log(d.toLocaleDateString("en-US", { weekday: "long", year: "numeric", month: "long", day: "numeric", timeZone: "UTC" }));
  console.log(d.toLocaleDateString("en-US", { month: "short", day: "numeric", timeZone: "UTC" }), d.toLocaleDateString("en-US", { month: "long", timeZone: "UTC" }));
  console.log(d.toLocaleDateString("en-US", { year: "numeric", month: "2-digit", day: "2-digit", timeZone: "UTC" }), d.toLocaleDateString("en-US", { year: "2-digit", month: "2-digit", day: "2-digit", timeZone: "UTC" }));
  console.log(d.toLocaleDateString("en-US", { weekday: "short", month: "short", day: "numeric", timeZone: "UTC" }), d.toLocaleDateString("en-US", { weekday: "narrow", timeZone: "UTC" }));
  console.log(d.toLocaleTimeString("en-US", { hour: "2-digit", minute: "2-digit", timeZone: "UTC" }), d.toLocaleTimeString("en-US", { hour: "numeric", minute: "2-digit", hour12: false, timeZone: "UTC" }));
  console.log(d.toLocaleTimeString("en-US", { hour: "numeric", timeZone: "UTC" }), d.toLocaleTimeString("en-US", { minute: "2-digit", second: "2-digit", timeZone: "UTC" }));
  console.log(d.toLocaleString("en-US", { dateStyle: "full", timeStyle: "medium", timeZone: "UTC" }), "|", d.toLocaleString("en-US", { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" }));
  console.log(d.toLocaleString("en-US", { dateStyle: "short", timeZone: "UTC" }), "|", d.toLocaleString("en-US", { timeStyle: "long", timeZone: "UTC" }), "|", d.toLocaleString("en-US", { hour12: false, timeZone: "UTC" }));
  console.log(d.toLocaleString("en-US", { month: "long", day: "numeric", hour: "numeric", timeZone: "UTC" }), "|", d.toLocaleString("en-US", { weekday: "long", hour: "numeric", minute: "2-digit", timeZone: "UTC" }));
  console.log(d.toLocaleDateString("en-US", { hour: "numeric", timeZone: "UTC" }), "|", d.toLocaleTimeString("en-US", { month: "long", year: "numeric", day: "numeric", timeZone: "UTC" }));
  console.log(d.toLocaleString("en-US", { year: "numeric", month: "2-digit", day: "2-digit", hour: "2-digit", minute: "2-digit", second: "2-digit", hour12: false, timeZone: "UTC" }));
}
