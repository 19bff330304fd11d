// repeat, padStart and padEnd for building aligned text.
console.log("ab".repeat(3), "[" + "x".repeat(0) + "]", "-".repeat(20));
console.log("5".padStart(3, "0"), "5".padEnd(3, "0"), "abc".padStart(2), "abc".padStart(8, "12"));
console.log("[" + "abc".padEnd(6) + "]", "[" + "".padStart(3) + "]", "abc".padEnd(10, "-=").length);
console.log("x".padStart(5, ""), "日本".padStart(6, "·"), "7".padStart(1, "0"));
function box(title: string, width: number): void {
  const inner: number = width - 2;
  console.log("+" + "-".repeat(inner) + "+");
  const left: number = Math.floor((inner - title.length) / 2);
  console.log("|" + " ".repeat(left) + title + " ".repeat(inner - left - title.length) + "|");
  console.log("+" + "-".repeat(inner) + "+");
}
box("Kiln", 12);
box("", 4);
box("centered text", 21);
for (let i = 1; i <= 5; i++) {
  console.log(" ".repeat(5 - i) + "*".repeat(2 * i - 1));
}
for (let i = 1; i <= 10; i *= 3) {
  console.log(String(i).padStart(4) + "|" + String(i * i).padEnd(5) + "|" + (i * i * i).toString(2).padStart(12, "0"));
}
