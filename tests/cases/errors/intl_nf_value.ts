const usd = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" });
console.log(usd); // expect error: unsupported: using the Intl formatter 'usd' other than as usd.format(x)
