console.log("parsing");
const u = new URL("not a url");
console.log(u.href);
