// break out of a labeled block statement and labeled loops inside switch.
function check(n: number): string {
  let result: string = "start";
  validate: {
    if (n < 0) {
      result = "negative";
      break validate;
    }
    if (n % 2 === 1) {
      result = "odd";
      break validate;
    }
    result = "even and non-negative";
  }
  return result + "!";
}
console.log(check(-3), check(7), check(10));
let trace: string = "";
loop: for (let i = 0; i < 10; i++) {
  switch (i) {
    case 2:
      continue loop;
    case 5:
      break loop;
    default:
      trace += i;
  }
  trace += ".";
}
console.log(trace);
let depth: number = 0;
l1: {
  depth++;
  l2: {
    depth++;
    if (depth === 2) break l1;
    depth++;
  }
  depth += 10;
}
console.log("depth:", depth);
