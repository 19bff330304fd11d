// for await (const chunk of process.stdin) with an encoding: JSON lines parsed after the input ends.
interface Event {
  kind: string;
  ms: number;
}

async function readStdin(): Promise<string> {
  process.stdin.setEncoding("utf8");
  let text = "";
  for await (const chunk of process.stdin) text += chunk;
  return text;
}

async function main(): Promise<void> {
  const text = await readStdin();
  const events: Event[] = text
    .split("\n")
    .filter((l) => l.trim() !== "")
    .map((l) => JSON.parse(l) as Event);
  const byKind = new Map<string, number[]>();
  for (const e of events) {
    const list = byKind.get(e.kind) ?? [];
    list.push(e.ms);
    byKind.set(e.kind, list);
  }
  for (const [kind, ms] of byKind) {
    console.log(kind, ms.length, Math.max(...ms));
  }
}

main();
