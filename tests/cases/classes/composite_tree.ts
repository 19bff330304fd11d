// The composite pattern: a file-system tree of classes with recursive methods.
abstract class Entry {
  constructor(public name: string) {}
  abstract size(): number;
  abstract render(indent: string, out: string[]): void;
  count(): number {
    return 1;
  }
}

class Leaf extends Entry {
  constructor(name: string, private bytes: number) {
    super(name);
  }
  size(): number {
    return this.bytes;
  }
  render(indent: string, out: string[]): void {
    out.push(`${indent}${this.name} (${this.bytes})`);
  }
}

class Folder extends Entry {
  children: Entry[] = [];
  add(e: Entry): Folder {
    this.children.push(e);
    return this;
  }
  size(): number {
    let s = 0;
    for (const c of this.children) s += c.size();
    return s;
  }
  count(): number {
    let n = 1;
    for (const c of this.children) n += c.count();
    return n;
  }
  render(indent: string, out: string[]): void {
    out.push(`${indent}${this.name}/ [${this.size()}]`);
    for (const c of this.children) c.render(indent + "  ", out);
  }
  find(name: string): Entry | null {
    for (const c of this.children) {
      if (c.name === name) return c;
      if (c instanceof Folder) {
        const r = c.find(name);
        if (r !== null) return r;
      }
    }
    return null;
  }
}

const root = new Folder("root")
  .add(new Leaf("a.txt", 120))
  .add(new Folder("src").add(new Leaf("main.ts", 2048)).add(new Folder("lib").add(new Leaf("util.ts", 512))))
  .add(new Folder("empty"))
  .add(new Leaf("b.bin", 4096));
const out: string[] = [];
root.render("", out);
console.log(out.join("\n"));
console.log(root.count(), root.size());
const lib = root.find("lib");
console.log(lib === null ? "none" : lib.name + " " + lib.size(), root.find("nope"));
const u = root.find("util.ts");
console.log(u);
