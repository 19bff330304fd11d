// A ReadonlyMap has no set().
function fill(m: ReadonlyMap<string, number>): void {
  m.set("a", 1); // expect error: Property 'set' does not exist on type 'ReadonlyMap<string, number>'.
}
fill(new Map());
