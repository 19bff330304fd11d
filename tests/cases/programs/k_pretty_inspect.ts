// Pretty-printing nested data: JSON.stringify with replacers/indent, console.log of nested values, and a text table.
interface Employee {
  id: number;
  name: string;
  title?: string;
  salary: number;
  skills: string[];
  manager: Employee | null;
  joined: Date;
  meta: Record<string, unknown>;
}

const ceo: Employee = {
  id: 1, name: 'Grace', title: 'CEO', salary: 250000, skills: ['strategy', 'cobol'], manager: null,
  joined: new Date(Date.UTC(2015, 0, 12)), meta: { remote: false, desk: 'A1' },
};
const dev: Employee = {
  id: 2, name: 'Linus', salary: 180000.5, skills: ['c', 'git', 'kernels', 'email'], manager: ceo,
  joined: new Date(Date.UTC(2019, 6, 1, 9, 30)), meta: { remote: true, tz: 'Europe/Helsinki', tags: new Set(['core']) },
};
const intern: Employee = {
  id: 3, name: 'Ada', title: 'Intern', salary: 30000, skills: [], manager: dev,
  joined: new Date(Date.UTC(2024, 5, 3)), meta: { nested: { deeper: { deepest: { bottom: 1 } } } },
};
const staff = [ceo, dev, intern];

// 1. JSON with a replacer: hide salaries, flatten managers to ids, sets to arrays.
const safe = JSON.stringify(
  staff,
  function (key, value: unknown) {
    if (key === 'salary') return undefined;
    if (key === 'manager') return value === null ? null : (value as Employee).id;
    if (value instanceof Set) return [...value];
    return value;
  },
  2,
);
console.log(safe);

// 2. Key whitelist and a string indent.
console.log(JSON.stringify(dev, ['id', 'name', 'skills', 'meta', 'remote'], '--'));
console.log(JSON.stringify({ a: [1, { b: 2 }], c: 'x', d: [], e: {} }, null, '\t'));
console.log(JSON.stringify([undefined, () => 1, Symbol('s'), NaN, -0, Infinity, new Date(0)]));
console.log(JSON.stringify({ u: undefined, n: null, nested: { list: [[], [[]], [1, [2, [3]]]] } }, null, 1));

// 3. console.log of nested structures (util.inspect formatting).
console.log(intern);
console.log(staff.map((e) => ({ name: e.name, skills: e.skills })));
const byTitle = new Map<string, Employee[]>();
for (const e of staff) {
  const k = e.title ?? 'none';
  byTitle.set(k, [...(byTitle.get(k) ?? []), e]);
}
console.log(new Map([...byTitle].map(([k, v]) => [k, v.map((e) => e.id)])));
console.log(new Set(staff.flatMap((e) => e.skills)));
console.log({ map: new Map<string, unknown>([['x', { y: [1, 2, 3] }], ['set', new Set([new Map([[1, 'one']])])]]) });
console.log([[1, [2, [3, [4, [5]]]]], { a: { b: { c: { d: { e: 1 } } } } }]);
console.log({ str: 'it\'s "quoted"', multi: 'line1\nline2', empty: '', num: -0, big: 12n, neg: -1.5e-7, sym: Symbol('tag') });
console.log([undefined, null, NaN, , 3].length, [1, , 3], new Array<number>(5), [, 'a']);
console.log(Array.from({ length: 30 }, (_, i) => i * i));
console.log(Array.from({ length: 120 }, (_, i) => i));
console.log('x'.repeat(20).split('').map((c, i) => c + i));
console.log({ fn: function named() {}, arrow: () => 0, cls: class Foo {}, date: new Date(Date.UTC(2020, 1, 29)) });
console.log([new Error('inner').message, { err: new RangeError('bad').name }]);
const longObj: Record<string, number> = {};
for (let i = 0; i < 30; i++) longObj[`key_${i}`] = i * 1.5;
console.log(longObj);
console.log([{ a: 1, b: 'two' }, { a: 3, b: 'four' }], [['nested', 'arrays'], ['of', 'strings']]);
console.log('%s has %d skills and %o', dev.name, dev.skills.length, dev.skills);
console.log('%i%% done, %j', 42.9, 'x', 'extra', 7);

// 4. A text table.
function table(rows: Record<string, unknown>[]): string {
  const cols = [...new Set(rows.flatMap((r) => Object.keys(r)))];
  const cell = (v: unknown): string =>
    v === undefined ? '' : v instanceof Date ? v.toISOString().slice(0, 10) : typeof v === 'object' && v !== null ? JSON.stringify(v) : String(v);
  const widths = cols.map((c) => Math.max(c.length, ...rows.map((r) => cell(r[c]).length)));
  const fmt = (vals: string[]) => vals.map((v, i) => (/^-?[\d.,]+$/.test(v) ? v.padStart(widths[i]) : v.padEnd(widths[i]))).join(' │ ');
  const head = fmt(cols);
  const rule = widths.map((w) => '─'.repeat(w)).join('─┼─');
  return [head, rule, ...rows.map((r) => fmt(cols.map((c) => cell(r[c]))))].join('\n');
}
console.log(table(staff.map(({ manager, meta, ...rest }) => ({ ...rest, manager: manager?.name, remote: meta.remote }))));
