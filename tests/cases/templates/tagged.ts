// Tagged templates: a SQL builder, an HTML escaper, a dedent helper and a currency formatter.
interface Query {
  text: string;
  params: unknown[];
}

function sql(strings: TemplateStringsArray, ...values: unknown[]): Query {
  let text = strings[0];
  for (let i = 1; i < strings.length; i++) text += `$${i}` + strings[i];
  return { text, params: values };
}

const escapes: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" };
function html(strings: readonly string[], ...values: (string | number)[]): string {
  return strings.reduce((out, s, i) => {
    const v = i < values.length ? String(values[i]).replace(/[&<>"]/g, (ch) => escapes[ch]) : "";
    return out + s + v;
  }, "");
}

function money(strings: TemplateStringsArray, ...amounts: number[]): string {
  return strings.map((s, i) => (i < amounts.length ? s + "$" + amounts[i].toFixed(2) : s)).join("");
}

class Logger {
  lines: string[] = [];
  log(strings: TemplateStringsArray, ...vals: unknown[]): this {
    this.lines.push(strings.map((s, i) => s + (i < vals.length ? JSON.stringify(vals[i]) : "")).join(""));
    return this;
  }
}

function parts(strings: TemplateStringsArray, ...values: unknown[]): string {
  return `${strings.length} strings ${JSON.stringify(strings)} / ${values.length} values`;
}

const user = { id: 42, name: "O'Brien <admin>" };
const q = sql`SELECT * FROM users WHERE id = ${user.id} AND name = ${user.name}`;
console.log(q.text);
console.log(q.params);
console.log(html`<p title="${user.name}">${user.id} & more</p>`);
console.log(money`Total: ${12.5} + tax ${1.025} = ${13.525}`);
console.log(parts``);
console.log(parts`${1}`);
console.log(parts`${1}${2}`);
console.log(parts`a\tb\n${"x"}\u00e9 \`q\` \${not}`);
const lg = new Logger();
lg.log`start ${{ a: 1 }}`.log`then ${[1, 2]} and ${null}`;
console.log(lg.lines);
const nested = html`<ul>${["a", "b"].map((x) => `<li>${x}</li>`).join("")}</ul>`;
console.log(nested);
const tags: ((s: TemplateStringsArray, ...v: unknown[]) => string)[] = [parts, (s) => s.join("|")];
for (const t of tags) console.log(t`one ${1} two ${2} three`);
