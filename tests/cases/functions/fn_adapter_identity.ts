type Handler = (...args: any[]) => void;
type Two = (a: string, b: number) => void;
const one = (a: string): void => console.log("one", a);
const store: Handler[] = [];
const asTwo: Two = one;            // widened
store.push(asTwo);
console.log(store[0] === asTwo, store.includes(asTwo), store.indexOf(asTwo));
const back: Two = store[0];
console.log(back === asTwo, back === one as unknown, (back as unknown) === (one as unknown));
const other = (a: string): void => console.log("other", a);
const asTwo2: Two = other;
console.log(asTwo === asTwo2, asTwo !== asTwo2);
const m = new Map<Handler, string>([[asTwo, "x"]]);
console.log(m.get(store[0]));
function fn1(x: number): void { console.log(x); }
const hs: Handler[] = [fn1, fn1];
console.log(hs[0] === hs[1], hs[0] === fn1);
