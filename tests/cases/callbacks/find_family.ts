// tsc-lib: es2023
// find, findIndex, findLast, findLastIndex on numbers and objects.
const xs = [4, 9, 16, 25, 36, 49];
console.log(xs.find((x) => x > 10), xs.findIndex((x) => x > 10), xs.findLast((x) => x < 30), xs.findLastIndex((x) => x < 30));
console.log(xs.find((x) => x > 100), xs.findIndex((x) => x > 100), xs.findLast((x) => x < 0), xs.findLastIndex((x) => x < 0));

interface User {
  id: number;
  name: string;
  role: string;
}
const users: User[] = [
  { id: 1, name: "ann", role: "admin" },
  { id: 2, name: "ben", role: "user" },
  { id: 3, name: "cat", role: "admin" },
  { id: 4, name: "dan", role: "user" },
];
const firstAdmin = users.find((u) => u.role === "admin");
const lastAdmin = users.findLast((u) => u.role === "admin");
console.log(firstAdmin, lastAdmin);
const nobody = users.find((u) => u.id === 99);
console.log(nobody, nobody === undefined);
if (firstAdmin !== undefined) firstAdmin.name = "ANN";
console.log(users[0].name);

// The index argument and how many calls were made.
let calls = 0;
const idx = users.findIndex((u, i) => {
  calls++;
  return u.role === "user" && i > 1;
});
console.log(idx, calls);
calls = 0;
const lidx = users.findLastIndex((u) => {
  calls++;
  return u.id < 3;
});
console.log(lidx, calls);

// find visits holes as undefined, unlike forEach.
const sparse: (number | undefined)[] = [1, , 3];
const seen: string[] = [];
sparse.find((v, i) => {
  seen.push(i + ":" + v);
  return false;
});
console.log(seen.join(" "), sparse.findIndex((v) => v === undefined));

// find with NaN and -0.
const odd = [0, -0, NaN, 1];
console.log(odd.findIndex((v) => Number.isNaN(v)), odd.findIndex((v) => 1 / v === -Infinity), odd.find((v) => v !== v));
