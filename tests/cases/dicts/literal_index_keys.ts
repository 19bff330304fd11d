// Ordinary objects with array-index property names enumerate them first, ascending, as JS does.
const literal = { b: 2, a: 1, 10: "ten", 2: "two", "01": "z" };
console.log(literal, Object.keys(literal), Object.values(literal), JSON.stringify(literal));
for (const k in literal) console.log(k);
class Plain { x = 1; y = 2; }
console.log(new Plain(), JSON.stringify(new Plain()), Object.keys(new Plain()));
