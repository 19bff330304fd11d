// Multiplication table and a diamond: nested loops building strings.
for (let r = 1; r <= 9; r++) {
  let row: string = "";
  for (let c = 1; c <= 9; c++) {
    row += String(r * c).padStart(3);
  }
  console.log(row);
}
const size: number = 4;
for (let r = -size; r <= size; r++) {
  let row: string = "";
  for (let c = -size; c <= size; c++) {
    row += Math.abs(r) + Math.abs(c) <= size ? ((Math.abs(r) + Math.abs(c)) % 10).toString() : ".";
  }
  console.log(row);
}
