export default class Logger {
  private lines: string[] = [];
  constructor(private prefix: string) {}
  log(msg: string): void {
    this.lines.push(`[${this.prefix}] ${msg}`);
  }
  flush(): number {
    for (const l of this.lines) console.log(l);
    const n = this.lines.length;
    this.lines = [];
    return n;
  }
}
