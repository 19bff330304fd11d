// A number[] or string[] assigned to an array type with wider elements
// ((number | undefined)[], (number | string)[]) is the same array: writes
// through either name are seen through the other, undefined elements are
// not holes, and the holes stay holes.
const f: number[] = [1, 2];
f[4] = 5;
const fu: (number | undefined)[] = f;
console.log(fu.indexOf(undefined), fu.includes(undefined), fu[2], fu === f);
fu[1] = undefined;
console.log(f, fu, f.length, fu.indexOf(undefined), f.filter((x) => x === undefined).length);
fu.push(undefined, 7);
console.log(f, fu.length, JSON.stringify(f));
f.push(8);
console.log(fu);

const s: string[] = ["a", "b"];
const su: (string | undefined)[] = s;
su.push(undefined);
su[5] = "z";
console.log(s, su, s.length, s.join("-"));

const n: number[] = [3, 1, 2];
const mixed: (number | string)[] = n;
mixed.push("four");
console.log(n, mixed.length, mixed.map((x) => typeof x));

const grid: number[][] = [[1], [2]];
const rows: (number[] | undefined)[] = grid;
rows.push(undefined);
console.log(grid, grid.length);

function sumDefined(xs: (number | undefined)[]): number {
  let t = 0;
  for (const x of xs) t += x ?? 100;
  return t;
}
const plain: number[] = new Array<number>(2).fill(1);
console.log(sumDefined(plain), sumDefined([1, undefined, 2]));
