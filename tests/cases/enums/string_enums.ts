// String enums in data, switches and printing.
enum Color { Red = "RED", Green = "GREEN", Blue = "BLUE" }
enum Status { Active = "active", Suspended = "suspended", Closed = "closed" }

interface Account { id: number; status: Status; color: Color }
const accounts: Account[] = [
  { id: 1, status: Status.Active, color: Color.Red },
  { id: 2, status: Status.Closed, color: Color.Blue },
  { id: 3, status: Status.Suspended, color: Color.Green },
  { id: 4, status: Status.Active, color: Color.Blue },
];

function label(s: Status): string {
  switch (s) {
    case Status.Active: return "OK";
    case Status.Suspended: return "HOLD";
    case Status.Closed: return "GONE";
  }
}
for (const a of accounts) console.log(a.id, a.status, label(a.status), a.color.toLowerCase());
console.log(accounts[0]);
console.log(accounts.filter((a) => a.status === Status.Active).length);
const c: Color = Color.Green;
console.log(c, c === Color.Green, `${Color.Red}-${Color.Blue}`);
console.log([Color.Red, Color.Green, Color.Blue].join(","));
