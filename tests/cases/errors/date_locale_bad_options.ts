const d = new Date(Date.UTC(2024, 0, 5));
console.log(d.toLocaleDateString("en-US", { dateStyle: "long", year: "numeric" })); // expect error: unsupported: formatting a date with dateStyle or timeStyle with other date fields (Node throws a TypeError)
console.log(d.toLocaleDateString("en-US", { timeZone: "America/New_York" })); // expect error: unsupported: timeZone "America/New_York" for a date (only 'UTC' and the local time zone)
