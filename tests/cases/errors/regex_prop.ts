// RegExp has no property 'pattern'.
const re = new RegExp("x+", "g");
console.log(re.pattern); // expect error: Property 'pattern' does not exist on type 'RegExp'.
