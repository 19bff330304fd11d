// A test on an optional chain that proves the chain ran to its end narrows its objects (and the path) as tsc does.
interface Payload { name?: unknown; tags?: string[]; meta?: { owner?: { id: number } | null } }

function nameOf(body: Payload | undefined): string {
  if (typeof body?.name !== 'string') return '(none)';
  return body.name.toUpperCase();
}
function tagCount(body: Payload | undefined): number {
  if (body?.tags !== undefined) return body.tags.length;
  return -1;
}
function ownerId(body: Payload | null | undefined): number {
  if (body?.meta?.owner != null) return body.meta.owner.id;
  return 0;
}
function hasNullOwner(body: Payload | undefined): string {
  if (body?.meta?.owner === null) return `explicit null in ${Object.keys(body.meta).join(',')}`;
  return 'no';
}
function kind(body: Payload | undefined): string {
  if (typeof body?.meta === 'object') return `meta with ${Object.keys(body.meta).length} keys`;
  if (typeof body?.tags !== 'undefined') return `tags ${body.tags.join('+')}`;
  return 'plain';
}
const samples: (Payload | undefined)[] = [
  undefined,
  {},
  { name: 'ada', tags: ['x', 'y'] },
  { name: 42, meta: { owner: { id: 7 } } },
  { meta: { owner: null } },
];
for (const b of samples) console.log(nameOf(b), tagCount(b), ownerId(b), hasNullOwner(b), kind(b));
