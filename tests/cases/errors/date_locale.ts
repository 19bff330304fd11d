// Locale formatting knows en-US only.
const d = new Date(Date.UTC(2024, 0, 15));
console.log(d.toLocaleDateString("de-DE")); // expect error: unsupported: locale "de-DE" (only 'en-US', 'en' or undefined)
