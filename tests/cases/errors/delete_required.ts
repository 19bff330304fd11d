// Only optional properties (or dictionary entries) can be deleted.
interface User {
  name: string;
  nick?: string;
}
const u: User = { name: "ann", nick: "a" };
delete u.nick;
delete u.name; // expect error: The operand of a 'delete' operator must be optional.
console.log(u);
