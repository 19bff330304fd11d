// add() checks the element type.
const ids = new Set<number>([1, 2]);
ids.add("3"); // expect error: Argument of type 'string' is not assignable to parameter of type 'number'.
