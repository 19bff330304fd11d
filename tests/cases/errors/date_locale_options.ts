const d = new Date(Date.UTC(2024, 0, 31));
console.log(d.toLocaleDateString("en-US", { weekday: "long" })); // expect error: unsupported: options to Date's 'toLocaleDateString'
