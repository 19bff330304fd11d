// A paginated API simulated with timers; an async generator walks the pages
// until the server says there is no next cursor.
interface Page {
  items: string[];
  next: number | null;
}

const DATA = ["ant", "bee", "cat", "dog", "eel", "fox", "gnu", "hen"];
let requests = 0;

function fetchPage(cursor: number, size: number): Promise<Page> {
  requests++;
  return new Promise<Page>((resolve) => {
    setTimeout(() => {
      const items = DATA.slice(cursor, cursor + size);
      const next = cursor + size < DATA.length ? cursor + size : null;
      resolve({ items, next });
    }, 3);
  });
}

async function* paginate(size: number): AsyncGenerator<string[], number> {
  let cursor: number | null = 0;
  let pages = 0;
  while (cursor !== null) {
    const page: Page = await fetchPage(cursor, size);
    pages++;
    console.log(`page ${pages}: cursor ${cursor} -> ${page.next}`);
    yield page.items;
    cursor = page.next;
  }
  return pages;
}

async function* flatten(pages: AsyncGenerator<string[], number>): AsyncGenerator<string> {
  for await (const items of pages) {
    for (const it of items) yield it;
  }
}

async function main(): Promise<void> {
  const all: string[] = [];
  for await (const items of paginate(3)) all.push(...items);
  console.log(all.join(","), "requests:", requests);

  const g = paginate(5);
  let r = await g.next();
  while (!r.done) {
    console.log("items", r.value.length);
    r = await g.next();
  }
  console.log("pages returned:", r.value);

  let n = 0;
  for await (const name of flatten(paginate(2))) {
    n++;
    if (name.startsWith("e")) {
      console.log("found", name, "after", n);
      break;
    }
  }
  console.log("requests:", requests);
}

main();
