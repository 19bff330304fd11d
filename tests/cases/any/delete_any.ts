// delete of a property of an any (a parsed object): by name and by a computed
// key, then the key is gone from JSON.stringify, `in` and Object.keys.
const data = JSON.parse('{"meta":{"page":1,"next":"p2","keep":true},"d":{"a":1,"b":2}}');
console.log(delete data.meta.next, JSON.stringify(data.meta), "next" in data.meta, data.meta.next);
const k = "a";
delete data.d[k];
console.log(data.d, Object.keys(data.d), delete data.d.zzz);
data.d.c = 3;
console.log(data.d);
