// An object literal checked against an index signature: every value must fit.
const flags: { [name: string]: boolean } = {
  verbose: true,
  color: "yes", // expect error: is not assignable to type 'boolean'.
};
console.log(flags);
