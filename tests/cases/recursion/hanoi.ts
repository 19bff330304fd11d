// Towers of Hanoi: prints moves for 3 disks and counts them for 20.
let moves: number = 0;
let transcript: string = "";
function hanoi(n: number, from: string, to: string, via: string, record: boolean): void {
  if (n === 0) return;
  hanoi(n - 1, from, via, to, record);
  moves++;
  if (record) transcript += `${n}:${from}->${to} `;
  hanoi(n - 1, via, to, from, record);
}
hanoi(3, "A", "C", "B", true);
console.log(moves, transcript.trimEnd());
moves = 0;
hanoi(20, "A", "C", "B", false);
console.log(moves, moves === 2 ** 20 - 1);
