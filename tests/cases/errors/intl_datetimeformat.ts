const d = new Date(Date.UTC(2024, 0, 31));
const fmt = new Intl.DateTimeFormat("en-US", { timeZone: "UTC" }); // expect error: unsupported: 'Intl.DateTimeFormat'
console.log(fmt.format(d));
