// Generic interfaces and aliases that refer to themselves: cons lists and trees.
interface Cons<T> { head: T; tail: Cons<T> | null }
type Tree<T> = { value: T; kids: Tree<T>[] };
function cons<T>(head: T, tail: Cons<T> | null): Cons<T> { return { head, tail }; }
function len<T>(l: Cons<T> | null): number { return l === null ? 0 : 1 + len(l.tail); }
const l = cons(1, cons(2, cons(3, null)));
console.log(len(l), l.tail !== null ? l.tail.head : -1);
const t: Tree<string> = { value: "root", kids: [{ value: "a", kids: [] }, { value: "b", kids: [{ value: "c", kids: [] }] }] };
function count<T>(t: Tree<T>): number { let n = 1; for (const k of t.kids) n += count(k); return n; }
console.log(count(t), t);
