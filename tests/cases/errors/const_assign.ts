// Reassigning a const binding.
const limit: number = 10;
let used: number = 3;
used++;
limit = used; // expect error: Cannot assign to 'limit' because it is a constant.
console.log(limit, used);
