// Rest parameters: the extra arguments as an array.
function sum(...xs: number[]): number {
  let total = 0;
  for (const x of xs) total += x;
  return total;
}
console.log(sum(), sum(5), sum(1, 2, 3, 4));

function format(template: string, ...values: (string | number)[]): string {
  let out = template;
  values.forEach((v, i) => {
    out = out.split(`{${i}}`).join(String(v));
  });
  return out;
}
console.log(format("{0} + {1} = {2}", 2, 3, 5));
console.log(format("no values"));

// A rest parameter after optional and default ones.
function joinPath(root: string, sep = "/", ...parts: string[]): string {
  return [root, ...parts].join(sep);
}
console.log(joinPath("usr"), joinPath("usr", "/", "local", "bin"), joinPath("C:", "\\", "Windows"));

// Rest parameters of arrow functions and function types.
const max = (first: number, ...others: number[]): number => others.reduce((m, x) => (x > m ? x : m), first);
console.log(max(3), max(3, 9, 4));

type Logger = (level: string, ...messages: string[]) => string;
const logger: Logger = (level, ...messages) => `[${level}] ${messages.join(" ")}`;
console.log(logger("info"), logger("warn", "disk", "almost", "full"));

// The rest array is a real array: it can be mutated and captured.
function stack(...items: number[]): () => number[] {
  items.push(items.length);
  return () => items;
}
console.log(stack(7, 8)(), stack()());

// Methods of classes with rest parameters.
class EventLog {
  private entries: string[] = [];
  add(kind: string, ...details: string[]): EventLog {
    this.entries.push(`${kind}: ${details.join(", ") || "-"}`);
    return this;
  }
  dump(): string {
    return this.entries.join("\n");
  }
}
console.log(new EventLog().add("open", "a.txt", "rw").add("close").dump());
