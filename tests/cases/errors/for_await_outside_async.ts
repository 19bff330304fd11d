// `for await` only inside async functions (and at the top level of a module).
import { IncomingMessage } from "node:http";

function total(req: IncomingMessage): number {
  let n = 0;
  for await (const chunk of req) { // expect error: 'for await' loops are only allowed within async functions and at the top levels of modules.
    n += chunk.length;
  }
  return n;
}
console.log(typeof total);
