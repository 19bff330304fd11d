// A linked list class with a nested node class and nullable links.
class ListNode {
  next: ListNode | null = null;
  constructor(public value: number) {}
}

class LinkedList {
  head: ListNode | null = null;
  tail: ListNode | null = null;
  private count = 0;

  append(v: number): LinkedList {
    const n = new ListNode(v);
    if (this.tail === null) this.head = n;
    else this.tail.next = n;
    this.tail = n;
    this.count++;
    return this;
  }
  prepend(v: number): LinkedList {
    const n = new ListNode(v);
    n.next = this.head;
    this.head = n;
    if (this.tail === null) this.tail = n;
    this.count++;
    return this;
  }
  get size(): number {
    return this.count;
  }
  at(i: number): number | undefined {
    let n = this.head;
    while (n !== null && i > 0) {
      n = n.next;
      i--;
    }
    return n === null ? undefined : n.value;
  }
  remove(v: number): boolean {
    let prev: ListNode | null = null;
    for (let n = this.head; n !== null; prev = n, n = n.next) {
      if (n.value !== v) continue;
      if (prev === null) this.head = n.next;
      else prev.next = n.next;
      if (this.tail === n) this.tail = prev;
      this.count--;
      return true;
    }
    return false;
  }
  toArray(): number[] {
    const out: number[] = [];
    for (let n = this.head; n !== null; n = n.next) out.push(n.value);
    return out;
  }
}

const l = new LinkedList().append(2).append(3).prepend(1).append(4);
console.log(l.toArray(), l.size, l.at(0), l.at(3), l.at(4));
console.log(l.remove(1), l.remove(4), l.remove(9), l.toArray(), l.size);
console.log(l.head === null ? -1 : l.head.value, l.tail === null ? -1 : l.tail.value);
l.remove(2);
l.remove(3);
console.log(l.toArray(), l.size, l.head, l.tail);
l.append(7);
console.log(l);
const m = new LinkedList().append(1).append(2);
console.log(m);
