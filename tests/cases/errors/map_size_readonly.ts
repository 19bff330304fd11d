// size is read-only.
const m = new Map<string, number>();
m.size = 3; // expect error: Cannot assign to 'size' because it is a read-only property.
