import { check, span } from "./lib";
console.log(check(1, (x: unknown) => x === 1), check("s", "string"), check(2, "string"));
console.log(span({ lo: 2, hi: 9 }), span(3, 10));
