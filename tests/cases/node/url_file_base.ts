import { fileURLToPath, pathToFileURL } from "node:url";

// Resolving module-relative resources against a file: URL.
const base = "file:///srv/app/src/main.ts";
for (const rel of ["./config.json", "../assets/logo.png", "lib/util.ts", "/etc/hosts", "data/a%20b.txt", "./x/../y/./z.md?v=2#top"]) {
  const u = new URL(rel, base);
  console.log(rel, "->", u.href, "|", u.pathname, u.host === "", u.protocol, u.search, u.hash);
}
const dir = new URL("./", base);
console.log(dir.href, new URL("templates/index.html", dir).href);
console.log(new URL("file:///C:/work/x.txt").pathname, new URL("file://localhost/etc/passwd").href);
console.log(new URL("file:/var/log/syslog").href, new URL("//fileserver/share/doc.txt", base).href);
console.log(new URL("?page=2", base).href, new URL("#frag", base).href, new URL("", base).href);

// pathToFileURL and fileURLToPath.
for (const p of ["/home/user/notes.txt", "/tmp/with space/file#1.txt", "/data/caf\u00e9/100%.csv", "/var/www/", "/a/b/../c/./d"]) {
  const u = pathToFileURL(p);
  console.log(p, "->", u.href, "->", fileURLToPath(u), fileURLToPath(u.href) === fileURLToPath(u));
}
const here = pathToFileURL("/srv/app/src/main.ts");
const sibling = new URL("./schema.sql", here);
console.log(sibling.href, fileURLToPath(sibling));
console.log(fileURLToPath("file:///a%20b/c%C3%A9.txt"), fileURLToPath(new URL("file://localhost/etc/x")));

for (const bad of ["http://example.com/x", "file://server/share/x", "file:///a%2Fb"]) {
  try {
    console.log(fileURLToPath(bad));
  } catch (e) {
    const err = e as Error;
    console.log("error:", err instanceof TypeError, err.message);
  }
}
