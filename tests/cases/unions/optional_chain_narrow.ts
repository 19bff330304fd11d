// o?.p in a condition narrows o (not nullish) and o.p (truthy) in the branch it guards.
interface Addr { city: string; zip?: string }
interface User { name: string; address?: Addr; tags?: string[] }
const users: (User | undefined)[] = [{ name: "a", address: { city: "Oslo" } }, { name: "b" }, undefined, { name: "c", tags: ["x"], address: { city: "Rome", zip: "001" } }];
for (const u of users) {
  if (u?.address) console.log(u.name, u.address.city.toUpperCase(), u.address.zip ?? "-");
  else if (!u?.tags) console.log("no address, no tags", u?.name);
  if (u?.tags && u.tags.length > 0) console.log("tags", u.tags.join());
}
