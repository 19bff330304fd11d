import { count } from "./counter";
count = 5; // expect error: Cannot assign to 'count' because it is an import.
console.log(count);
