// splice: removing, inserting, replacing, negative indices; return values.
let a = [1, 2, 3, 4, 5, 6];
console.log(a.splice(2, 2), a);
a = [1, 2, 3, 4, 5, 6];
console.log(a.splice(-2), a);
a = [1, 2, 3, 4, 5, 6];
console.log(a.splice(1, 0, 10, 11), a);
a = [1, 2, 3, 4, 5, 6];
console.log(a.splice(1, 3, 99), a);
a = [1, 2, 3, 4, 5, 6];
console.log(a.splice(4), a);
a = [1, 2, 3, 4, 5, 6];
console.log(a.splice(0, 100), a);
a = [1, 2, 3, 4, 5, 6];
console.log(a.splice(10, 1, 7), a);
a = [1, 2, 3, 4, 5, 6];
console.log(a.splice(-100, 1), a);
a = [1, 2, 3, 4, 5, 6];
console.log(a.splice(2, -1, 0), a);
a = [1, 2, 3, 4, 5, 6];
console.log(a.splice(-3, 2, 7, 8, 9), a);

// splice on object arrays: moving an element.
interface Card {
  id: string;
}
const deck: Card[] = [{ id: "A" }, { id: "B" }, { id: "C" }, { id: "D" }, { id: "E" }];
function move(from: number, to: number): void {
  const removed = deck.splice(from, 1);
  deck.splice(to, 0, removed[0]);
}
move(0, 4);
console.log(deck.map((c) => c.id).join(""));
move(4, 0);
move(1, 3);
console.log(deck.map((c) => c.id).join(""));

// Removing all matching elements with a backwards loop.
const nums = [1, 2, 2, 3, 2, 4, 2];
for (let i = nums.length - 1; i >= 0; i--) if (nums[i] === 2) nums.splice(i, 1);
console.log(nums);

// splice with strings and a removed-count of zero at the end.
const s = ["a", "b"];
console.log(s.splice(2, 0, "c", "d"), s, s.length);
