const settings = { debug: false };
namespace settings { // expect error: unsupported: merging namespace 'settings' with a variable of the same name
  export const level = 1;
}
console.log(settings.debug);
