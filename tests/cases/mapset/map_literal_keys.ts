// Map entries whose keys or values are literals of a literal union type
// argument: new Map<Coin, number>([[25, 2]]) (25 was 'not assignable to Coin').
type Coin = 5 | 10 | 25;
type Dir = "n" | "s";
const bank = new Map<Coin, number>([[25, 2], [10, 1]]);
const turn = new Map<Dir, Dir>([["n", "s"], ["s", "n"]]);
class Purse {
  readonly coins = new Map<Coin, number>([[5, 4]]);
}
console.log(bank.get(25), turn.get("n"), new Purse().coins.get(5), [...bank.keys()]);
