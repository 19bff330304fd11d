// A singly linked list of nullable nodes: build, walk, reverse, remove.
interface ListNode {
  value: number;
  next: ListNode | null;
}

function fromArray(xs: number[]): ListNode | null {
  let head: ListNode | null = null;
  for (let i = xs.length - 1; i >= 0; i--) head = { value: xs[i], next: head };
  return head;
}

function toText(n: ListNode | null): string {
  const parts: string[] = [];
  while (n !== null) {
    parts.push(String(n.value));
    n = n.next;
  }
  return parts.length === 0 ? "(empty)" : parts.join(" -> ");
}

function length(n: ListNode | null): number {
  return n === null ? 0 : 1 + length(n.next);
}

function reverse(n: ListNode | null): ListNode | null {
  let prev: ListNode | null = null;
  while (n !== null) {
    const next: ListNode | null = n.next;
    n.next = prev;
    prev = n;
    n = next;
  }
  return prev;
}

function removeAll(head: ListNode | null, v: number): ListNode | null {
  while (head !== null && head.value === v) head = head.next;
  let cur = head;
  while (cur !== null && cur.next !== null) {
    if (cur.next.value === v) cur.next = cur.next.next;
    else cur = cur.next;
  }
  return head;
}

let list = fromArray([3, 1, 4, 1, 5, 9, 2, 6]);
console.log(toText(list), length(list));
list = reverse(list);
console.log(toText(list));
list = removeAll(list, 1);
console.log(toText(list), length(list));
list = removeAll(fromArray([7, 7, 7]), 7);
console.log(toText(list), list === null, length(list));
console.log(toText(reverse(null)), toText(fromArray([42])));

// Nodes shared between two lists (structure sharing).
const tail = fromArray([100, 200]);
const a: ListNode = { value: 1, next: tail };
const b: ListNode = { value: 2, next: tail };
if (tail !== null) tail.value = 111;
console.log(toText(a), "|", toText(b), a.next === b.next);
console.log(a);
