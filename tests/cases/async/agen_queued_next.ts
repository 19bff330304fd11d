// next() calls made before earlier ones settle are queued and answered in
// order; return() and throw() queue behind them too.
function sleep(ms: number): Promise<void> {
  return new Promise<void>((r) => setTimeout(r, ms));
}

async function* slow(): AsyncGenerator<string, string, number | undefined> {
  let i = 0;
  while (true) {
    await sleep(2);
    const sent = yield `v${i++}`;
    console.log("sent", sent);
    if (i > 10) return "exhausted";
  }
}

async function main(): Promise<void> {
  const g = slow();
  const ps = [g.next(), g.next(1), g.next(2), g.return("stop"), g.next(4)];
  ps.forEach((p, k) => p.then((r) => console.log("settled", k, JSON.stringify(r))));
  const rs = await Promise.all(ps);
  console.log(rs.map((r) => `${r.value}/${r.done}`).join(" "));

  const h = slow();
  const a = h.next(), b = h.throw(new Error("injected")), c = h.next();
  a.then((r) => console.log("a", r.value));
  b.catch((e: Error) => console.log("b rejected", e.message));
  c.then((r) => console.log("c", r.done));
  await Promise.allSettled([a, b, c]);

  const k = slow();
  const order: string[] = [];
  await Promise.all([
    k.next().then(() => order.push("first")),
    k.next().then(() => order.push("second")),
    k.next().then(() => order.push("third")),
  ]);
  console.log(order.join(" < "));
}

main();
