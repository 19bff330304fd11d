// util.promisify(setTimeout), the classic sleep helper: Node's setTimeout has a promisify.custom.
import { promisify } from 'node:util';
import util from 'node:util';

const sleep = promisify(setTimeout);
const nap = util.promisify(setTimeout);

async function poll(check: () => boolean, everyMs: number, maxTries: number): Promise<number> {
  for (let i = 1; i <= maxTries; i++) {
    if (check()) return i;
    await sleep(everyMs);
  }
  throw new Error(`gave up after ${maxTries} tries`);
}

async function main(): Promise<void> {
  const order: string[] = [];
  await Promise.all([sleep(15).then(() => order.push('slow')), nap(2).then(() => order.push('fast'))]);
  console.log(order);
  let ready = false;
  setTimeout(() => (ready = true), 12);
  console.log('ready after', (await poll(() => ready, 5, 10)) > 1, 'polls');
  try {
    await poll(() => false, 1, 3);
  } catch (e) {
    console.log((e as Error).message);
  }
  console.log(await sleep(1), typeof sleep);
}
main();
