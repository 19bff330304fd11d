console.log((1234567.891).toLocaleString('en-US', { maximumSignificantDigits: 3 }));
console.log(new Intl.NumberFormat('en-US', { maximumSignificantDigits: 2 }).format(0.012345));
console.log(new Intl.NumberFormat('en', { notation: 'compact' }).format(1234));
console.log(new Intl.NumberFormat('en', { notation: 'compact' }).format(1234567));
console.log(new Intl.NumberFormat('en', { notation: 'compact' }).format(999));
console.log(new Intl.NumberFormat('en', { notation: 'compact', compactDisplay: 'long' }).format(1500000));
console.log(new Intl.NumberFormat('en', { notation: 'compact', maximumFractionDigits: 1 }).format(1250));
console.log((12345).toLocaleString('en', { minimumSignificantDigits: 7 }));
for (const v of [0, 1, 12, 999.9, 1000, 1049, 1050, 15300, 999999, 1e6, 2.5e9, 7.1e12, -4200, 1e15, 0.5]) {
  console.log(v, new Intl.NumberFormat('en-US', { notation: 'compact' }).format(v));
}
const cf = new Intl.NumberFormat('en-US', { notation: 'compact', compactDisplay: 'long' });
for (const v of [0, 5, 999, 1000, 1234, 45678, 999500, 1e6, 3.3e9, 1e16, -0.25, 12.5]) console.log(cf.format(v));
const sig = new Intl.NumberFormat('en-US', { maximumSignificantDigits: 3 });
for (const v of [0, 1, 0.00012345, 1.005, 99.95, 999.5, 123456, -9.876, 1e21, 0.1 + 0.2]) console.log(sig.format(v));
const sig2 = new Intl.NumberFormat('en-US', { minimumSignificantDigits: 3, maximumSignificantDigits: 5 });
for (const v of [0, 1, 0.5, 12.3456789, 100000, 0.000123]) console.log(sig2.format(v));
console.log((0.000123).toLocaleString('en-US', { minimumSignificantDigits: 4 }), (5).toLocaleString(undefined, { minimumSignificantDigits: 2 }));
console.log(new Intl.NumberFormat('en', { notation: 'compact', maximumFractionDigits: 2 }).format(1234567));
console.log(new Intl.NumberFormat('en', { notation: 'compact', minimumFractionDigits: 1 }).format(2000));
console.log(new Intl.NumberFormat('en', { notation: 'compact', maximumSignificantDigits: 3 }).format(123456));
console.log(new Intl.NumberFormat('en', { notation: 'compact', useGrouping: false }).format(1e16));
console.log(new Intl.NumberFormat('de-DE', { maximumSignificantDigits: 3 }).format(1234.5));
