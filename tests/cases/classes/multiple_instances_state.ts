// Instances keep independent state; static state is shared by all of them.
class Player {
  static players = 0;
  static highScore = 0;
  static leader = "";
  score = 0;
  lives = 3;
  readonly id: number;
  constructor(public name: string) {
    Player.players++;
    this.id = Player.players;
  }
  hit(points: number): void {
    this.score += points;
    if (this.score > Player.highScore) {
      Player.highScore = this.score;
      Player.leader = this.name;
    }
  }
  die(): boolean {
    this.lives--;
    return this.lives > 0;
  }
}

const ps = [new Player("ann"), new Player("bob"), new Player("cat")];
const moves: number[] = [0, 10, 1, 25, 2, 5, 0, 30, 1, -1, 2, 40, 0, -1, 0, -1];
for (let i = 0; i + 1 < moves.length; i += 2) {
  const p = ps[moves[i]];
  if (moves[i + 1] < 0) console.log(p.name, "dies, alive:", p.die(), "lives", p.lives);
  else p.hit(moves[i + 1]);
}
for (const p of ps) console.log(p.id, p.name, p.score, p.lives);
console.log(Player.players, Player.highScore, Player.leader);
console.log(ps);
