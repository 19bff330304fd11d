// Assigning length truncates or extends.
const a: number[] = [1, 2, 3, 4, 5, 6];
a.length = 3;
console.log(a.length, a.join());
a.length = 5;
console.log(a.length, a.join(), a[4]);
a.length = 0;
console.log(a.length, "[" + a.join() + "]");
a.push(9);
console.log(a.join());
const s = ["a", "b", "c"];
s.length--;
console.log(s.join(), s.length);
s.length += 2;
console.log(s.join(), s.length);
const r = (s.length = 1);
console.log(r, s.join());
