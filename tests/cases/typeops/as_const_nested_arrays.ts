// `{ k: [...] } as const` makes each array property a readonly tuple of literals, as tsc
// does (Kiln typed them string[], so `satisfies Record<State, readonly State[]>` failed);
// a union of such tuples casts to an array type of their representation, `T[number]`
// of the union is the union of their elements.
type State = "draft" | "open" | "closed";
const NEXT = {
  draft: ["open", "closed"],
  open: ["closed"],
  closed: ["draft"],
} as const satisfies Record<State, readonly State[]>;
type Reachable = (typeof NEXT)[State][number];
function can(from: State, to: State): boolean {
  return (NEXT[from] as readonly State[]).includes(to);
}
const first: Reachable = NEXT.draft[0];
const list: readonly State[] = NEXT.draft;
const rows = [{ id: 1, tag: "a" }, { id: 2, tag: "b" }] as const;
const tag: "a" | "b" = rows[1].tag;
console.log(can("draft", "open"), can("open", "draft"), can("closed", "draft"), first, list, tag);
console.log(NEXT, NEXT.open.length, Object.keys(NEXT));
