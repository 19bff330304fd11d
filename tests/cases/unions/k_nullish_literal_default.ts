// `x ?? 'lit'` and `x || 'lit'` of a literal union and a literal it has keep the literal union (an option with a default).
type Format = 'table' | 'json' | 'csv';
type Level = 1 | 2 | 3;
interface Options { format?: Format; level?: Level; name?: string }
interface Resolved { format: Format; level: Level; name: string }

function resolve(o: Options): Resolved {
  return { format: o.format ?? 'table', level: o.level || 1, name: o.name ?? 'anon' };
}
function pick(f: Format | undefined): Format {
  return f ?? 'json';
}
function describe(o: Options): string {
  const format = o.format ?? 'csv';
  switch (format) {
    case 'table': return 'T';
    case 'json': return 'J';
    case 'csv': return 'C';
  }
}
let current: Format = 'csv';
const next: Format | null = Math.PI > 3 ? null : 'json';
current = next ?? current;
console.log(resolve({}), resolve({ format: 'json', level: 3, name: 'x' }), pick(undefined), pick('csv'));
console.log(describe({}), describe({ format: 'table' }), current);
