// `export var` at a module's top level: compiled as `export let`, which
// reads the same for an importer.
export var count = 1;
export var label: string = "L",
  flag = true;
export function bump(): number {
  count++;
  return count;
}
count += 10;
