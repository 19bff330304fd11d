// switch on strings compares with ===, including computed case labels.
function command(cmd: string): string {
  switch (cmd.trim().toLowerCase()) {
    case "start":
    case "run":
      return "starting";
    case "stop":
      return "stopping";
    case "sta" + "tus":
      return "status ok";
    case "":
      return "empty command";
    default:
      return `unknown: "${cmd}"`;
  }
}
console.log(command("start"));
console.log(command("  RUN "));
console.log(command("Stop"));
console.log(command("status"));
console.log(command("   "));
console.log(command("jump"));
console.log(command("日本"));
function vowelKind(c: string): number {
  switch (c) {
    case "a": case "e": case "i": case "o": case "u":
      return 1;
    case "y":
      return 2;
  }
  return 0;
}
let score: string = "";
const word: string = "typescript is yummy";
for (let i = 0; i < word.length; i++) score += vowelKind(word[i]);
console.log(score);
