// Tiny template engine: tagged templates for HTML escaping, {{ }} placeholders with filters, JSON reviver for dates.
type Filter = (value: unknown, ...args: string[]) => unknown;
type Scope = Record<string, unknown>;

const filters = new Map<string, Filter>([
  ['upper', (v) => String(v).toUpperCase()],
  ['lower', (v) => String(v).toLowerCase()],
  ['default', (v, ...args) => (v === undefined || v === null || v === '' ? args[0] ?? '' : v)],
  ['truncate', (v, ...args) => {
    const s = String(v);
    const max = parseInt(args[0] ?? '10', 10);
    return s.length > max ? s.slice(0, max - 1) + '…' : s;
  }],
  ['date', (v) => (v instanceof Date ? v.toISOString().slice(0, 10) : String(v))],
  ['money', (v) => (typeof v === 'number' ? `$${v.toFixed(2)}` : String(v))],
  ['join', (v, ...args) => (Array.isArray(v) ? v.join(args[0] ?? ', ') : String(v))],
  ['count', (v) => (Array.isArray(v) ? v.length : 0)],
]);

function lookup(scope: object, path: string): unknown {
  let cur: unknown = scope;
  for (const key of path.split('.')) {
    if (cur === null || typeof cur !== 'object') return undefined;
    cur = (cur as Record<string, unknown>)[key];
  }
  return cur;
}

function render(tpl: string, scope: object): string {
  return tpl.replace(/\{\{\s*([\w.]+)((?:\s*\|\s*\w+(?::[^|}]+)?)*)\s*\}\}/g, (_all, path: string, pipes: string) => {
    let value = lookup(scope, path);
    for (const pipe of pipes.split('|').map((p) => p.trim()).filter(Boolean)) {
      const [name, ...args] = pipe.split(':').map((s) => s.trim());
      const f = filters.get(name);
      if (!f) throw new Error(`unknown filter '${name}' in {{${path}${pipes}}}`);
      value = f(value, ...args);
    }
    return value === undefined ? '' : String(value);
  });
}

function html(strings: TemplateStringsArray, ...values: unknown[]): string {
  const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
  return strings.reduce((out, str, i) => {
    const v = i < values.length ? values[i] : '';
    const text = Array.isArray(v) ? v.map((x) => esc(String(x))).join('') : esc(String(v));
    return out + str + text;
  }, '');
}

const json = `{
  "user": { "name": "Ada <admin>", "email": "ada@example.com", "joined": "2021-06-15T00:00:00.000Z", "tags": ["math", "engines"] },
  "orders": [
    { "id": 1, "total": 19.5, "placed": "2024-01-03T10:00:00.000Z" },
    { "id": 2, "total": 250, "placed": "2024-02-11T16:30:00.000Z" }
  ],
  "note": ""
}`;

const data = JSON.parse(json, (key, value: unknown) =>
  typeof value === 'string' && /^\d{4}-\d{2}-\d{2}T/.test(value) ? new Date(value) : value,
) as Scope;

const tpl = `Hello {{ user.name | upper }}!
Member since {{ user.joined | date }}, tags: {{ user.tags | join: / }} ({{ user.tags | count }})
Note: {{ note | default: (none) }} / missing: [{{ user.phone }}]
Email: {{user.email|truncate:8}}`;
console.log(render(tpl, data));

const orders = data.orders as { id: number; total: number; placed: Date }[];
for (const o of orders) console.log(render('#{{id}} {{ total | money }} on {{ placed | date }}', o));
console.log(orders[0].placed instanceof Date, orders[1].placed.getUTCMonth());

const name = (data.user as Scope).name;
const items = orders.map((o) => html`<li data-id="${o.id}">${o.total > 100 ? 'big & "bold"' : 'small'}</li>`);
console.log(html`<h1>${name}</h1><ul>${items}</ul>`.replace(/&lt;li/g, '<li').replace(/&lt;\/li&gt;/g, '</li>').replace(/(data-id=)&quot;(\d+)&quot;&gt;/g, '$1"$2">'));
console.log(html`plain ${1 + 1} ${null} ${undefined} ${[1, '<2>']}`);

try {
  render('{{ user.name | shout }}', data);
} catch (e) {
  console.log((e as Error).message);
}
const raw = String.raw`C:\new\table ${1 + 2}`;
console.log(raw, raw.length);
