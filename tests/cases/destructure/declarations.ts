// Array and object patterns in const/let declarations.
const scores = [90, 85, 77, 64, 50];
const [gold, silver, bronze, ...others] = scores;
console.log(gold, silver, bronze, others);

const [, second, , fourth] = scores;
console.log(second, fourth);

// A tuple: each name gets its element's type.
const record: [string, number, boolean] = ["widget", 9.5, true];
const [label, price, inStock] = record;
console.log(label.toUpperCase(), price.toFixed(2), inStock ? "yes" : "no");

// An array literal on the right is a tuple of its elements' types.
let [count, name] = [3, "bolts"];
count += 2;
name += "!";
console.log(count, name);

interface Address {
  street: string;
  city: string;
  zip?: string;
}
interface User {
  id: number;
  name: string;
  address: Address;
  roles: string[];
}
const user: User = { id: 7, name: "Ada", address: { street: "1 Loop Rd", city: "Bytown" }, roles: ["admin", "dev"] };

const { id, name: userName } = user;
console.log(id, userName);

// Nested patterns, renaming and defaults.
const {
  address: { city, zip = "00000" },
  roles: [mainRole, ...otherRoles],
} = user;
console.log(city, zip, mainRole, otherRoles);

// Names bound at the top level are visible to functions (module globals).
const [width, height] = [640, 480];
function area(): number {
  return width * height;
}
console.log(area());

// Inside functions, and captured by closures.
function makeGreeter(u: User): () => string {
  const { name, roles } = u;
  const [first] = roles;
  return () => `${name} (${first})`;
}
console.log(makeGreeter(user)());

// let bindings can be reassigned later.
let { id: current } = user;
current++;
console.log(current, user.id);

// Several declarators in one statement.
const [p, q] = [1, 2],
  { street } = user.address,
  r = p + q;
console.log(p, q, street, r);
