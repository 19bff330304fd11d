const d = new Date(Date.UTC(2024, 0, 31));
const fmt = new Intl.DateTimeFormat("en-US", { timeZone: "Asia/Tokyo" }); // expect error: unsupported: timeZone "Asia/Tokyo" for a date (only 'UTC' and the local time zone)
console.log(fmt.format(d));
const rules = new Intl.PluralRules("en-US"); // expect error: unsupported: 'Intl.PluralRules'
