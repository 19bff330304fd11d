// args: ignored
const home = process.env.KILN_TEST_UNSET_VARIABLE;
console.log(home === undefined, typeof home);
const port: number = Number(process.env.KILN_TEST_UNSET_PORT) || 3000;
console.log(port);
const name = process.env["KILN_TEST_UNSET_NAME"] ?? "default-name";
console.log(name);
const key = "PATH";
const path = process.env[key];
console.log(path !== undefined && path.length > 0);
