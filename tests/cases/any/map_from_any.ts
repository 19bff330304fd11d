// new Map(x) of an any: pairs made by a callback on parsed data, a parsed array
// of [key, value] arrays (with and without type arguments), null: an empty Map.
const data = JSON.parse('{"items":[{"id":3,"n":"c"},{"id":1,"n":"a"}],"pairs":[["x",1],["y",2]],"none":null}');
const byId = new Map<number, any>(data.items.map((x: any) => [x.id, x]));
console.log(byId.get(3)?.n, byId.size, [...byId.keys()]);
const m2 = new Map(data.pairs);
console.log(m2.get("y"), m2.size);
const m3 = new Map<string, number>(data.pairs);
console.log(m3.get("x")! + 1, new Map(data.none).size);
