// Numeric enums: auto-increment, initializers, reverse mapping, switch.
enum Direction { Up, Down, Left = 10, Right }
enum Level { Debug = 1, Info, Warn, Error = 10 }

function turnRight(d: Direction): Direction {
  switch (d) {
    case Direction.Up: return Direction.Right;
    case Direction.Right: return Direction.Down;
    case Direction.Down: return Direction.Left;
    case Direction.Left: return Direction.Up;
  }
}
let d = Direction.Up;
for (let i = 0; i < 5; i++) {
  console.log(d, Direction[d]);
  d = turnRight(d);
}
console.log(Direction.Up, Direction.Down, Direction.Left, Direction.Right);
console.log(Direction[0], Direction[11], Direction[5], Direction["Left"]);
console.log(Level.Debug, Level.Info, Level.Warn, Level.Error, Level[3]);
function shouldLog(l: Level, min: Level): boolean { return l >= min; }
const levels: Level[] = [Level.Debug, Level.Info, Level.Warn, Level.Error];
console.log(levels.filter((l) => shouldLog(l, Level.Info)).map((l) => Level[l]));
const n: number = Level.Warn + 1;
console.log(n, levels);
