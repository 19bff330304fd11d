// process.stdin without an encoding: chunks are Buffers, joined with Buffer.concat; UTF-8 text.
const chunks: Buffer[] = [];
let bytes = 0;
process.stdin.on("data", (chunk: Buffer) => {
  chunks.push(chunk);
  bytes += chunk.length;
});
process.stdin.on("end", () => {
  const text = Buffer.concat(chunks).toString("utf8");
  console.log("bytes:", bytes, "chars:", text.length);
  for (const line of text.split("\n")) {
    if (line === "") continue;
    const reversed = Array.from(line).reverse().join("");
    console.log(JSON.stringify(line), "->", JSON.stringify(reversed));
  }
});
