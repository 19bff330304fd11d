// `as` from a union of several compound kinds to one member: the tag is
// tested at run time, and the member keeps its own representation.
type Json = string | number | boolean | null | Json[] | { [k: string]: Json };
type Step = ((s: string) => string) | string[];

const parsed: Json = JSON.parse('[1, "two", [3]]');
const items = parsed as Json[];
console.log(items.length, items[2], items);
const obj = (JSON.parse('{"k": [true]}') as Json) as { [k: string]: Json };
console.log(Object.keys(obj), obj["k"]);

function apply(step: Step, input: string): string {
  if (typeof step === "function") return (step as (s: string) => string)(input);
  return (step as string[]).map((p) => p + input).join(" ");
}
console.log(apply((s) => s.toUpperCase(), "abc"), apply(["x", "y"], "!"));
const steps: Step[] = [(s) => s + "?", ["a"]];
console.log(steps.map((s) => apply(s, "q")));
