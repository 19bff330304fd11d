// An untyped `new Promise(...)` takes its T from what awaits it: an async
// function's declared result, or the type the await's value is expected to have.
function d1(ms: number): Promise<number> { return new Promise((res) => setTimeout(() => res(ms), ms)); }
async function d2(ms: number): Promise<number> { return new Promise((res) => setTimeout(() => res(ms), ms)); }
async function d3(ms: number): Promise<number> { return await new Promise((res) => setTimeout(() => res(ms), ms)); }
async function d4(): Promise<string[]> { return (new Promise((res) => res(["a", "b"]))); }
async function d5(): Promise<void> { return new Promise((res) => setTimeout(res, 1)); }
async function main(): Promise<void> {
  const n: number = await new Promise((res) => setTimeout(() => res(7), 4));
  const s: string | undefined = await new Promise((res) => res(undefined));
  console.log(n + 1, s, await d1(1), await d2(2), await d3(3), (await d4()).join("+"), await d5());
}
main();
