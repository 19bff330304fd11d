// A locale Kiln does not know is rejected, not printed wrongly.
const price = 1234.5;
console.log(price.toLocaleString("fr-FR", { style: "currency", currency: "EUR" })); // expect error: unsupported: the locale 'fr-FR' (en-US and de-DE are known)
