// The recursive JSON value type tsc accepts: its self-references sit under an
// array and an object type, so it is recursive (not circular), but a union of
// primitives, arrays and objects is not supported yet.  The function using it
// is declared before the alias: its error must still be reported (it used to
// be lost, and the compiler then failed on its own IR).
function depth(j: Json): number {
  if (Array.isArray(j)) return 1 + Math.max(0, ...j.map(depth));
  return 0;
}
type Json = string | number | boolean | null | Json[] | { [key: string]: Json }; // expect error: unsupported: recursive type alias 'Json'
console.log(depth(JSON.parse("[[1], 2]")));
