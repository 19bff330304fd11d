// Type parameter defaults and explicit type arguments.
interface Page<T = string> {
  items: T[];
  page: number;
}
class Container<T = number> {
  private data: T[] = [];
  add(x: T): void {
    this.data.push(x);
  }
  all(): T[] {
    return this.data;
  }
}

function paginate<T = string>(xs: T[], size: number, page: number): Page<T> {
  return { items: xs.slice(page * size, page * size + size), page };
}

const p1: Page = { items: ["a", "b"], page: 0 };
const p2: Page<number> = paginate([1, 2, 3, 4, 5, 6, 7], 3, 2);
const p3 = paginate(["q", "r", "s", "t"], 2, 1);
console.log(p1, p2, p3);

const c1 = new Container();
c1.add(5);
c1.add(6);
const c2 = new Container<string>();
c2.add("five");
console.log(c1.all(), c2.all(), c1, c2);

function make<T = boolean>(): T[] {
  return [];
}
const m = make();
m.push(true);
const m2 = make<string>();
m2.push("s");
console.log(m, m2);
