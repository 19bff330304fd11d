// A Map's key type is checked at every call.
const ages = new Map<string, number>();
ages.set("ann", 31);
console.log(ages.get(31)); // expect error: Argument of type 'number' is not assignable to parameter of type 'string'.
