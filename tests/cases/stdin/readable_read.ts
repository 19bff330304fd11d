// The 'readable' event with process.stdin.read() until null, then 'end'.
let data = "";
let reads = 0;
process.stdin.setEncoding("utf8");
process.stdin.on("readable", () => {
  let chunk: string | null;
  while ((chunk = process.stdin.read()) !== null) {
    reads++;
    data += chunk;
  }
});
process.stdin.on("end", () => {
  const grid = data.trim().split("\n").map((row) => row.split(""));
  let alive = 0;
  for (const row of grid) for (const c of row) if (c === "#") alive++;
  console.log(`grid ${grid.length}x${grid[0].length}, alive ${alive}, read something: ${reads > 0}`);
});
