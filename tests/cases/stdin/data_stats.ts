// process.stdin 'data'/'end' with setEncoding: a table of numbers summed per column.
let input = "";
process.stdin.setEncoding("utf8");
process.stdin.on("data", (chunk: string) => {
  input += chunk;
});
process.stdin.on("end", () => {
  const rows = input
    .split("\n")
    .map((l) => l.trim())
    .filter((l) => l.length > 0 && !l.startsWith("#"));
  const header = rows[0].split(",");
  const sums: number[] = header.map(() => 0);
  for (const row of rows.slice(1)) {
    row.split(",").forEach((cell, i) => {
      sums[i] += Number(cell);
    });
  }
  header.forEach((name, i) => {
    const avg = sums[i] / (rows.length - 1);
    console.log(`${name.padEnd(8)} sum=${sums[i]} avg=${avg.toFixed(2)}`);
  });
  console.log("ended:", process.stdin.readableEnded);
});
console.log("waiting for input");
