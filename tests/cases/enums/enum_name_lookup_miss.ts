// E[s as keyof typeof E] with a name E does not have is undefined (also under ?? and === undefined).
enum Role { Admin, Editor, Viewer }
enum Color { Red = "r", Green = "g" }
for (const rn of ["Admin", "Viewer", "Owner"]) {
  const r = Role[rn as keyof typeof Role];
  const c = Color[rn as keyof typeof Color];
  console.log(rn, r, r === undefined, c);
}
function parseRole(s: string): Role {
  const r = Role[s as keyof typeof Role];
  if (r === undefined) throw new Error(`unknown role ${s}`);
  return r;
}
for (const s of ["Editor", "Guest"]) {
  try { console.log(parseRole(s)); } catch (e) { console.log((e as Error).message); }
}
console.log(Color["Blue" as keyof typeof Color] ?? "none", Role["X" as keyof typeof Role] ?? -1);
