interface User { id: number; name: string }
type P = Pick<User, "id" | "nmae">; // expect error: Type '"nmae"' does not satisfy the constraint 'keyof User'.
const p: P = { id: 1 };
console.log(p);
