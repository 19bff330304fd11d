// Async functions, async methods and a promise exported by another module.
import { fetchNumber, Api, ready } from "./lib";
async function main(): Promise<void> {
  console.log(await ready);
  console.log(await fetchNumber(14));
  const api = new Api("https://x");
  console.log(await api.get("/y"));
  const all = await Promise.all([fetchNumber(1), fetchNumber(2)]);
  console.log(all);
}
main();
