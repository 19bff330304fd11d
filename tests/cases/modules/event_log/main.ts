import { bus } from "./bus";
import { entries } from "./audit";
import { tick } from "./clock";

let greetings = 0;
bus.on("login", (topic, payload) => {
  greetings++;
  console.log("welcome", payload);
});
tick(5);
console.log(bus.emit("login", "ann"), bus.emit("noop", "x"));
tick(10);
bus.emit("login", "bob");
tick(1);
bus.emit("logout", "ann");
console.log(entries.join(" / "));
console.log("greetings", greetings, "delivered", bus.delivered);
