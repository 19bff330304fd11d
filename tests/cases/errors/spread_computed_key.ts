// A computed key that is not a constant beside a spread is refused at the property.
type Tag = "a" | "b";
const tags: Tag[] = ["a", "b", "a"];
const tally = tags.reduce((m, t) => ({ ...m, [t]: (m[t] ?? 0) + 1 }), {} as Partial<Record<Tag, number>>); // expect error: unsupported: a computed property name that is not a constant ('[t]') in an object literal with spreads
console.log(tally);
