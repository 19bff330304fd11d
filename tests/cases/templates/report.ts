// A formatted report built with template literals and number formatting.
function fmt(n: number): string {
  const neg: boolean = n < 0;
  const fixed: string = Math.abs(n).toFixed(2);
  const dot: number = fixed.indexOf(".");
  let intPart: string = fixed.slice(0, dot);
  let grouped: string = "";
  while (intPart.length > 3) {
    grouped = "," + intPart.slice(-3) + grouped;
    intPart = intPart.slice(0, -3);
  }
  return `${neg ? "-" : ""}${intPart}${grouped}${fixed.slice(dot)}`;
}
function line(label: string, value: number): string {
  return `${label.padEnd(12)}|${fmt(value).padStart(16)}|`;
}
console.log(`${"Item".padEnd(12)}|${"Amount".padStart(16)}|`);
console.log(`${"-".repeat(12)}+${"-".repeat(16)}+`);
console.log(line("rent", 1850));
console.log(line("salary", -7250.5));
console.log(line("tiny", 0.005));
console.log(line("huge", 123456789.987));
console.log(line("zero", -0));
console.log(line("billions", 9876543210));
const total: number = 1850 - 7250.5 + 0.005 + 123456789.987 + 9876543210;
console.log(line("total", total));
console.log(`${total}`);
