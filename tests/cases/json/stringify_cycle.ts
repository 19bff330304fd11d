interface Node2 { name: string; next: Node2 | null }
const a: Node2 = { name: "a", next: null };
const b: Node2 = { name: "b", next: a };
console.log(JSON.stringify(b));
a.next = b;
console.log("before");
console.log(JSON.stringify(b));
console.log("not reached");
