// Symbol() values: identity, description, toString, String(), typeof, Symbol.for/keyFor, printing.
const RED: symbol = Symbol("red");
const GREEN: symbol = Symbol("green");
const anon = Symbol();
console.log(RED, typeof RED, RED.description, RED.toString(), String(GREEN));
console.log(anon, anon.description, anon.toString(), String(anon));
console.log(RED === GREEN, Symbol("red") === RED, RED === RED);

const a: symbol = Symbol.for("app.config");
const b: symbol = Symbol.for("app.config");
console.log(a === b, a.description, Symbol.keyFor(a), Symbol.keyFor(RED), a === Symbol("app.config"));

const all: symbol[] = [RED, GREEN, anon, a];
console.log(all);
console.log({ color: RED, other: [GREEN] });
console.log(JSON.stringify({ n: 1, color: RED as unknown, list: [RED as unknown, 2] }));

const u: unknown = GREEN;
console.log(typeof u, typeof u === "symbol");
let maybe: symbol | undefined;
console.log(typeof maybe, maybe?.description);
maybe = Symbol("later");
console.log(typeof maybe, maybe?.description);
