// `await` only inside async functions (and at the top level of a module).
function load(): number {
  const v = await Promise.resolve(1); // expect error: 'await' expressions are only allowed within async functions and at the top levels of modules.
  return v;
}
console.log(load());
