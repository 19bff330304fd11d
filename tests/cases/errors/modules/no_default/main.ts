import lib from "./lib"; // expect error: Module '"./lib"' has no default export.
console.log(lib);
