console.log("istanbul".toLocaleUpperCase("tr-TR")); // expect error: unsupported: toLocaleUpperCase with this locale
