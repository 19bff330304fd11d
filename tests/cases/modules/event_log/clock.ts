let now = 0;
export function tick(ms: number): number {
  now += ms;
  return now;
}
export function time(): number {
  return now;
}
console.log("clock ready");
