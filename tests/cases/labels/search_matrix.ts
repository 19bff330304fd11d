// Searches a virtual matrix (computed cells) with labeled loops.
function cell(r: number, c: number): number {
  return ((r * 7 + c * 13) ^ (r * c)) % 50;
}
function find(target: number): string {
  let where: string = "not found";
  search: for (let r = 0; r < 20; r++) {
    for (let c = 0; c < 20; c++) {
      if (cell(r, c) === target) {
        where = `(${r}, ${c})`;
        break search;
      }
    }
  }
  return where;
}
for (let t = 0; t < 60; t += 7) {
  console.log(t, find(t));
}
let rowsWithZero: number = 0;
nextRow: for (let r = 0; r < 20; r++) {
  for (let c = 0; c < 20; c++) {
    if (cell(r, c) === 0) {
      rowsWithZero++;
      continue nextRow;
    }
  }
}
console.log("rows containing 0:", rowsWithZero);
