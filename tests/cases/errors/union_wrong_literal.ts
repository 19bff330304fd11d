// Assigning a string that is not one of the literal union's members.
type Dir = "up" | "down" | "left" | "right";
let d: Dir = "up";
d = "north"; // expect error: Type '"north"' is not assignable to type 'Dir'.
console.log(d);
