// Markdown to HTML: block and inline parsers in their own modules.
import { parse, render, ParseError, inline, type Block } from "./index";

const doc = `# Kiln *notes*

Kiln compiles **TypeScript** to \`native\` code; see [the docs][docs] or
[the repo](https://example.org/kiln?a=1&b=2).

## Lists & quotes

- first item with *emphasis*
- second item, which
  continues here
* third \\*not em\\*

3. three
4. four

> A quote with **bold _nested_ text**.
> # Heading in a quote
> - and a list

---

\`\`\`ts
const x: number = 1 < 2 ? 3 : 4;
\`\`\`

[docs]: https://example.org/docs
### Odd [link][missing] and \`unclosed code
`;

const tree = parse(doc);
console.log(render(tree, { toc: true }));
console.log("links:", [...tree.links.entries()].map(([k, v]) => `${k}=${v}`).join(", "));
console.log("spans:", inline.parsedSpans);
const kinds = tree.blocks.map((b: Block) => b.kind);
console.log(kinds.join(" "));
console.log(JSON.stringify(inline.parseInline("a *b `c`* [d](e)")));

for (const bad of ["ok\n```js\nnever closed", "> quote\n> ```\n> open"]) {
  try {
    render(parse(bad));
  } catch (e) {
    if (e instanceof ParseError) console.log(`${e.name} at ${e.line}: ${e.message}`);
    else throw e;
  }
}
console.log("spans now:", inline.parsedSpans);
