const f = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", notation: "compact" }); // expect error: unsupported: compact notation other than for plain numbers in English
console.log(f.format(1234));
console.log((5).toLocaleString("en-US", { maximumSignificantDigits: 0 })); // expect error: unsupported: 'maximumSignificantDigits' out of range
