interface Node1 { next: Node1 | null; val: number }
function setIt(n: Node1 | null): void {
  try {
    (n as Node1).val = 3;
    console.log("ok");
  } catch (e) {
    console.log((e as Error).message, e instanceof TypeError);
  }
}
setIt(null);
setIt({ next: null, val: 1 });
const xs: (Node1 | undefined)[] = [undefined];
try { xs[0]!.val = 2; } catch (e) { if (e instanceof Error) console.log(e.message); }
const objs: Record<string, Node1> = {};
try { objs["k"].val = 9; } catch (e) { if (e instanceof Error) console.log(e.name + ": " + e.message); }
class Pt { x = 1; name = "pp" }
let pp: Pt | null = null;
const pts: Pt[] = [];
function g(q: Pt | undefined): void {
  try { q!.x = 2; console.log("ok"); } catch (e) { console.log((e as Error).message); }
  try { console.log(q!.name); } catch (e) { console.log((e as Error).message); }
}
g(undefined);
g(pts[3]);
try { console.log(pts[0].x); } catch (e) { console.log((e as Error).message); }
try { pts[0].x = 1; } catch (e) { console.log((e as Error).message); }
