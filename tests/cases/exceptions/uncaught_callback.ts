// An error thrown inside a callback passes through the array method and ends the program.
class DataError extends Error {
  constructor(public row: number) {
    super("bad row " + row);
    this.name = "DataError";
  }
}
const rows = [1, 2, -3, 4];
let seen = 0;
rows.forEach((r, i) => {
  seen++;
  console.log("row", i, r);
  if (r < 0) throw new DataError(i);
});
console.log("seen", seen);
