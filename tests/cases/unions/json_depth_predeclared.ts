// The recursive JSON value type: its self-references sit under an array and an
// object type, so it is recursive (not circular).  The function using it is
// declared before the alias (its signature is read before aliases are).
function depth(j: Json): number {
  if (Array.isArray(j)) return 1 + Math.max(0, ...j.map(depth));
  return 0;
}
type Json = string | number | boolean | null | Json[] | { [key: string]: Json };
console.log(depth(JSON.parse("[[1], 2]")));
