// A doubly linked deque of nullable nodes, with class-free records.
interface DNode {
  value: string;
  prev: DNode | null;
  next: DNode | null;
}
interface Deque {
  head: DNode | null;
  tail: DNode | null;
  size: number;
}

function pushBack(d: Deque, v: string): void {
  const n: DNode = { value: v, prev: d.tail, next: null };
  if (d.tail !== null) d.tail.next = n;
  else d.head = n;
  d.tail = n;
  d.size++;
}
function pushFront(d: Deque, v: string): void {
  const n: DNode = { value: v, prev: null, next: d.head };
  if (d.head !== null) d.head.prev = n;
  else d.tail = n;
  d.head = n;
  d.size++;
}
function popFront(d: Deque): string | undefined {
  const h = d.head;
  if (h === null) return undefined;
  d.head = h.next;
  if (d.head === null) d.tail = null;
  else d.head.prev = null;
  d.size--;
  return h.value;
}
function popBack(d: Deque): string | undefined {
  const t = d.tail;
  if (t === null) return undefined;
  d.tail = t.prev;
  if (d.tail === null) d.head = null;
  else d.tail.next = null;
  d.size--;
  return t.value;
}
function forward(d: Deque): string {
  let s = "";
  for (let n = d.head; n !== null; n = n.next) s += n.value;
  return s;
}
function backward(d: Deque): string {
  let s = "";
  for (let n = d.tail; n !== null; n = n.prev) s += n.value;
  return s;
}

const d: Deque = { head: null, tail: null, size: 0 };
for (const c of ["c", "d", "e"]) pushBack(d, c);
pushFront(d, "b");
pushFront(d, "a");
console.log(forward(d), backward(d), d.size);
console.log(popFront(d), popBack(d), forward(d), d.size);
console.log(popBack(d), popBack(d), popBack(d), popBack(d), d.size, d.head === null, d.tail === null);
pushBack(d, "z");
console.log(forward(d), d.head === d.tail, popFront(d), popFront(d));
