// set() checks the value against the Map's value type.
const ages = new Map<string, number>();
ages.set("ann", "thirty-one"); // expect error: Argument of type 'string' is not assignable to parameter of type 'number'.
