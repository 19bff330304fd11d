// Object rest: a new plain object with the properties not named before it.
interface HttpRequest {
  method: string;
  url: string;
  headers: string[];
  body?: string;
}
const req: HttpRequest = { method: "POST", url: "/api", headers: ["a: 1"], body: "{}" };
const { method, ...restOfReq } = req;
console.log(method, restOfReq);

const get: HttpRequest = { method: "GET", url: "/", headers: [] };
const { url, ...others } = get;
console.log(url, others, others.headers.length);

// Splitting props, as components forward the rest.
interface Props {
  id: string;
  className: string;
  title: string;
  hidden: boolean;
}
function Panel({ id, ...attrs }: Props): string {
  return `${id}: ${JSON.stringify(attrs)}`;
}
console.log(Panel({ id: "p1", className: "panel", title: "Hello", hidden: false }));

// Of a class instance: its fields (not its methods).
class Account {
  constructor(
    public owner: string,
    public balance: number,
    public currency: string,
  ) {}
  describe(): string {
    return `${this.owner} ${this.balance}`;
  }
}
const acct = new Account("kim", 250, "EUR");
const { owner, ...money } = acct;
console.log(owner, money, acct.describe());

// Array rest of a tuple is a tuple.
const rec: [string, number, boolean] = ["x", 1, true];
const [head, ...tail] = rec;
console.log(head, tail, tail[0] + 1, tail[1] ? "t" : "f");
