// Processing a queue of UI events of different kinds.
interface Click { type: "click"; x: number; y: number; button: "left" | "right" }
interface Key { type: "key"; key: string; shift: boolean }
interface Scroll { type: "scroll"; delta: number }
interface Resize { type: "resize"; width: number; height: number }
type UIEvent = Click | Key | Scroll | Resize;

class Screen {
  width = 800;
  height = 600;
  scrollY = 0;
  typed = "";
  clicks = 0;
  handle(e: UIEvent): string {
    switch (e.type) {
      case "click":
        this.clicks++;
        return `${e.button} click at ${e.x},${e.y}`;
      case "key":
        this.typed += e.shift ? e.key.toUpperCase() : e.key;
        return `key ${e.key}${e.shift ? " (shift)" : ""}`;
      case "scroll":
        this.scrollY = Math.max(0, this.scrollY + e.delta);
        return `scroll to ${this.scrollY}`;
      case "resize":
        this.width = e.width;
        this.height = e.height;
        return `resize ${e.width}x${e.height}`;
    }
  }
}

const queue: UIEvent[] = [
  { type: "key", key: "h", shift: true },
  { type: "key", key: "i", shift: false },
  { type: "click", x: 10, y: 20, button: "left" },
  { type: "scroll", delta: 120 },
  { type: "scroll", delta: -300 },
  { type: "resize", width: 1024, height: 768 },
  { type: "click", x: 5, y: 5, button: "right" },
];
const s = new Screen();
for (const e of queue) console.log(s.handle(e));
console.log(s.typed, s.clicks, s.scrollY, s.width, s.height);
const kinds = queue.map((e) => e.type);
console.log(kinds.filter((k) => k === "click").length, kinds);
const rightClicks = queue.filter((e) => e.type === "click" && e.button === "right").length;
console.log(rightClicks);
