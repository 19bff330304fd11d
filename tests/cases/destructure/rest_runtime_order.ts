// Object rest keeps the keys in the order the object has them at run time.
interface Config { host: string; port: number; debug: boolean; tags?: string[] }

function build(): Config {
  const c = {} as Config;
  c.debug = true;
  c.port = 8080;
  c.host = "example.org";
  return c;
}
const { port, ...others } = build();
console.log(port, others, Object.keys(others), JSON.stringify(others));

// From JSON: the text's order, and optional properties only when present.
const parsed = JSON.parse('{"tags":["a"],"port":1,"debug":false,"host":"h"}') as Config;
const { host, ...restJson } = parsed;
console.log(host, restJson);
const noTags = JSON.parse('{"port":2,"host":"x","debug":true}') as Config;
const { debug, ...restNoTags } = noTags;
console.log(debug, restNoTags, "tags" in restNoTags);

// A class instance: its fields in the order they were set, not its methods.
class Account {
  balance = 0;
  readonly id: string;
  owner: string;
  constructor(owner: string, id: string) {
    this.owner = owner;
    this.id = id;
  }
  deposit(n: number): void { this.balance += n; }
}
const acct = new Account("ann", "A-1");
acct.deposit(25);
const { id, ...acctRest } = acct;
console.log(id, acctRest, Object.keys(acctRest));

// Rest in parameters, then used as an ordinary object.
interface Row { name: string; score: number; city: string; age: number }
function withoutScore({ score, ...row }: Row): [number, Omit<Row, "score">] {
  return [score, row];
}
const rows: Row[] = [
  { age: 30, name: "bo", city: "Oslo", score: 7 },
  { name: "cy", score: 9, age: 22, city: "Rome" },
];
for (const r of rows) {
  const [s, rest] = withoutScore(r);
  rest.city = rest.city.toUpperCase();
  console.log(s, rest, `${rest.name} (${rest.age}) in ${rest.city}`);
}

// The rest of an object with more properties than its static type has.
const wide = { a: 1, extra: "yes", b: 2 };
const narrow: { a: number; b: number } = wide;
const { a, ...restWide } = narrow;
console.log(a, restWide);
