// Pipelines of functions built in arrays and combined with reduce.
type Step = (s: string) => string;

const steps: Step[] = [(s) => s.trim(), (s) => s.toLowerCase(), (s) => s.split(" ").filter((w) => w.length > 0).join("-"), (s) => s.slice(0, 20)];

function pipe(fs: Step[]): Step {
  return (input) => fs.reduce((acc, f) => f(acc), input);
}
const slugify = pipe(steps);
console.log(slugify("  Hello   World From   TypeScript Land "));
console.log(slugify("ONE"), "[" + pipe([])("unchanged ") + "]");

// Composition right-to-left with reduceRight.
type N = (x: number) => number;
function composeAll(fs: N[]): N {
  return (x) => fs.reduceRight((acc, f) => f(acc), x);
}
const fs: N[] = [(x) => x + 1, (x) => x * 2, (x) => x - 3];
console.log(composeAll(fs)(10), pipeNum(fs)(10));
function pipeNum(fs: N[]): N {
  return (x) => fs.reduce((acc, f) => f(acc), x);
}

// Building a pipeline incrementally with closures over loop values.
const adders: N[] = [];
for (let i = 1; i <= 5; i++) adders.push((x) => x + i);
console.log(pipeNum(adders)(0), composeAll(adders)(100));

// Middleware: each layer wraps the next.
type Handler = (req: string) => string;
type Middleware = (next: Handler) => Handler;
const logLines: string[] = [];
const logging: Middleware = (next) => (req) => {
  logLines.push("in " + req);
  const r = next(req);
  logLines.push("out " + r);
  return r;
};
const auth: Middleware = (next) => (req) => (req.startsWith("admin") ? next(req) : "denied");
const upper: Middleware = (next) => (req) => next(req.toUpperCase());
const core: Handler = (req) => "ok(" + req + ")";
const app = [logging, auth, upper].reduceRight((h, m) => m(h), core);
console.log(app("admin/x"), app("guest"), app("admin"));
console.log(logLines.join(" | "));
