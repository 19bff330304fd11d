import { time } from "./clock";

export type Handler = (topic: string, payload: string) => void;

export class Bus {
  private topics: string[] = [];
  private handlers: Handler[][] = [];
  delivered = 0;
  on(topic: string, h: Handler): void {
    let i = this.topics.indexOf(topic);
    if (i < 0) {
      this.topics.push(topic);
      this.handlers.push([]);
      i = this.topics.length - 1;
    }
    this.handlers[i].push(h);
  }
  emit(topic: string, payload: string): number {
    const i = this.topics.indexOf(topic);
    if (i < 0) return 0;
    for (const h of this.handlers[i]) {
      h(topic, `${payload}@${time()}`);
      this.delivered++;
    }
    return this.handlers[i].length;
  }
}

export const bus = new Bus();
console.log("bus ready");
