// A traffic-light state machine driven by a while loop and switch.
let state: string = "red";
let timer: number = 0;
let log: string = "";
let tick: number = 0;
while (tick < 30) {
  tick++;
  timer++;
  switch (state) {
    case "red":
      if (timer >= 5) {
        state = "green";
        timer = 0;
      }
      break;
    case "green":
      if (timer >= 4) {
        state = "yellow";
        timer = 0;
      }
      break;
    case "yellow":
      if (timer >= 2) {
        state = "red";
        timer = 0;
      }
      break;
  }
  log += state[0];
}
console.log(log);
let changes: number = 0;
for (let i = 1; i < log.length; i++) if (log[i] !== log[i - 1]) changes++;
console.log("changes:", changes, "final:", state, "timer:", timer);
