// Day-of-week and leap-year calculations, printing a month calendar.
function isLeap(y: number): boolean {
  return (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;
}
function daysIn(m: number, y: number): number {
  switch (m) {
    case 2:
      return isLeap(y) ? 29 : 28;
    case 4: case 6: case 9: case 11:
      return 30;
    default:
      return 31;
  }
}
// Zeller-style: 0 = Sunday.
function dayOfWeek(y: number, m: number, d: number): number {
  if (m < 3) {
    m += 12;
    y -= 1;
  }
  const k: number = y % 100;
  const j: number = Math.floor(y / 100);
  const h: number = (d + Math.floor((13 * (m + 1)) / 5) + k + Math.floor(k / 4) + Math.floor(j / 4) + 5 * j) % 7;
  return (h + 6) % 7;
}
function printMonth(y: number, m: number): void {
  console.log(`     ${y}-${String(m).padStart(2, "0")}`);
  console.log("Su Mo Tu We Th Fr Sa");
  let line: string = "   ".repeat(dayOfWeek(y, m, 1));
  for (let d = 1; d <= daysIn(m, y); d++) {
    line += String(d).padStart(2) + " ";
    if (dayOfWeek(y, m, d) === 6) {
      console.log(line.trimEnd());
      line = "";
    }
  }
  if (line !== "") console.log(line.trimEnd());
}
printMonth(2024, 2);
printMonth(2000, 1);
console.log(isLeap(1900), isLeap(2000), isLeap(2023), isLeap(2024));
console.log(dayOfWeek(1970, 1, 1), dayOfWeek(2000, 1, 1), dayOfWeek(2038, 1, 19));
let fridays13: number = 0;
for (let y = 2000; y < 2100; y++) for (let m = 1; m <= 12; m++) if (dayOfWeek(y, m, 13) === 5) fridays13++;
console.log("Friday the 13ths in 2000-2099:", fridays13);
