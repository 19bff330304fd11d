type Greeting = `hello ${"world" | "there"}`;
const ok: Greeting = "hello there";
const bad: Greeting = "hello you"; // expect error: Type '"hello you"' is not assignable to type '"hello world" | "hello there"'.
console.log(ok, bad);
