// A stack with push/pop and a queue with push/shift.
const stack: number[] = [];
for (let i = 0; i < 5; i++) console.log("push", i * i, "->", stack.push(i * i));
while (stack.length > 0) {
  const top = stack.pop();
  console.log("pop", top, "left", stack.length);
}
console.log("pop empty:", stack.pop());

const queue: string[] = ["a", "b"];
queue.push("c");
console.log(queue.unshift("z"), queue.join(""));
let s = queue.shift();
while (s !== undefined) {
  console.log("shift", s, queue.length);
  s = queue.shift();
}
console.log("shift empty:", queue.shift());

// Balanced brackets with a stack of strings.
function balanced(text: string): boolean {
  const st: string[] = [];
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (ch === "(" || ch === "[" || ch === "{") st.push(ch);
    else if (ch === ")" || ch === "]" || ch === "}") {
      const open = st.pop();
      if (open === undefined) return false;
      if ((ch === ")" && open !== "(") || (ch === "]" && open !== "[") || (ch === "}" && open !== "{")) return false;
    }
  }
  return st.length === 0;
}
for (const t of ["(a[b]{c})", "(]", "((", "", "{[()()]}", ")("]) console.log(JSON_like(t), balanced(t));
function JSON_like(t: string): string { return '"' + t + '"'; }
