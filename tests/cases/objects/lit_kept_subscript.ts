const regions = ["EMEA", "AMER", "APAC"] as const;
type R = (typeof regions)[number];
interface S { region: R; n: number }
const a = { region: regions[1], n: 1 };
const s1: S = a;
const f = (i: number) => ({ region: regions[i], n: i });
const s2: S = f(2);
const list: S[] = [0, 1].map((i) => ({ region: regions[i], n: i }));
const list2: S[] = Array.from({ length: 2 }, (_, i) => ({ region: regions[i], n: i }));
console.log(s1, s2, list, list2);
