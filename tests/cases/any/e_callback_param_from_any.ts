// A callback whose parameter is annotated where the context passes any (an
// any[] element, AggregateError.errors): the value is converted on entry.
interface Item {
  id: number;
  tags: string[];
}

const agg = new AggregateError([new Error("one"), new RangeError("two")], "many failed");
console.log(agg.errors.map((x: Error) => x.name).join(","), agg.errors.length);

const raw: any[] = JSON.parse('[{"id": 1, "tags": ["a"]}, {"id": 2, "tags": []}, {"id": 3, "tags": ["b", "c"]}]');
console.log(raw.filter((r: Item) => r.tags.length > 0).map((r: Item) => r.id * 10));
raw.forEach((r: Item, i: number) => console.log(i, r.id, r.tags.join("+")));

const nums: any = [1, 2, 3];
console.log(nums.map((n: number) => n * 2), nums.reduce((acc: number, n: number) => acc + n, 0));
const names: any[] = ["b", "a"];
console.log(names.sort((x: string, y: string) => x.localeCompare(y)));
