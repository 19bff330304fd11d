const evs = ["warning", "exit"] as const;
for (const e of evs) process.on(e, () => {}); // expect error: unsupported: 'process.on' of an event of type
