function greet(): string { return "hi"; }
namespace greet { // expect error: unsupported: merging namespace 'greet' with a class, function, enum or variable of the same name
  export const lang = "en";
}
console.log(greet());
