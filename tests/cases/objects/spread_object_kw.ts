function base(): object { return { id: 1, label: "x" }; }
const t = { ...base(), items: [1] };
console.log(t, JSON.stringify(t), Object.keys(t));
const u: { items: number[] } = { ...base(), items: [2, 3] };
console.log(u.items.length, u);
class A { toJSON(): object { return { kind: "A", n: 1 }; } }
class B extends A { override toJSON(): object { return { ...super.toJSON(), extra: true, n: 2 }; } }
console.log(JSON.stringify([new A(), new B()]));
const pick = (k: number): object | undefined => (k > 0 ? { k } : undefined);
console.log({ ...pick(0), z: 1 }, { ...pick(2), z: 1 });
