const re = /(?<key>\w+)=(?<val>\d+)/g;
const text = "a=1 b=22 c=333";
let m: RegExpExecArray | null;
const seen: string[] = [];
while ((m = re.exec(text)) !== null) {
  seen.push(`${m.groups!.key}:${m.groups!.val}@${m.index}/${re.lastIndex}`);
}
console.log(seen);
const mm = text.match(/(\w)=(\d+)/);
if (mm) {
  const [all, k, v] = mm;
  console.log(all, k, v, mm.length, mm.slice(1), [...mm].join("|"));
}
class Router {
  private pattern = /^\/users\/(\d+)$/;
  sep = /\s*,\s*/;
  route(path: string): string {
    const m = this.pattern.exec(path);
    return m ? `user ${m[1]}` : "404";
  }
  parts(s: string): string[] {
    return s.split(this.sep);
  }
}
const r = new Router();
console.log(r.route("/users/42"), r.route("/x"), r.parts("a , b,c"));
function clean(s: string, re: RegExp = /\s+/g): string {
  return s.replace(re, " ").trim();
}
console.log(clean("  a   b \n c "), clean("a--b", /-+/g));
const res: RegExp[] = [/a/, /b/g];
console.log(res, res.map((x) => x.source), res.filter((x) => x.global).length);
let total = 0;
for (let i = 0; i < 3000; i++) if (/^(\d+)-(?<w>\w+)$/.test(`${i}-x`)) total++;
console.log(total);
const bigs = "ab".repeat(3000);
console.log(bigs.replace(/b/g, "").length, bigs.match(/a/g)!.length, bigs.split(/b/).length, /(?:ab)+$/.exec(bigs)![0].length);
