// Setters taking an array or a function, in a plain and in a generic class:
// each gets a by-name thunk (for writes through an interface) that unboxes
// its value; an arrow default parameter is named after the parameter.
class Playlist {
  private tracks: string[] = [];
  private onChange: (n: number) => string = (n) => `changed to ${n}`;
  set items(next: string[]) { this.tracks = next; }
  get items(): string[] { return this.tracks; }
  set listener(f: (n: number) => string) { this.onChange = f; }
  notify(): string { return this.onChange(this.tracks.length); }
}
interface HasItems { items: string[] }
const p = new Playlist();
p.items = ["intro", "verse"];
const view: HasItems = p;
view.items = [...view.items, "chorus"];
p.listener = (n) => `${n} tracks`;
console.log(p.items, p.notify());

class Cell<T> {
  constructor(private current: T, private readonly same: (a: T, b: T) => boolean = (a, b) => a === b) {}
  set value(next: T) {
    if (this.same(this.current, next)) return;
    this.current = next;
  }
  get value(): T { return this.current; }
}
const cell = new Cell<number[]>([1]);
cell.value = [1, 2];
cell.value = cell.value;
console.log(cell.value, cell);
const byLength = new Cell<string[]>(["a"], (a, b) => a.length === b.length);
byLength.value = ["b"];
console.log(byLength.value);
function greet(name: string, format = (s: string) => `hi ${s}`): string { return `${format.name}: ${format(name)}`; }
console.log(greet("kiln"));
