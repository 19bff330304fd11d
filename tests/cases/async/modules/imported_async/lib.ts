export async function fetchNumber(n: number): Promise<number> {
  await new Promise<void>((resolve) => setTimeout(resolve, 1));
  return n * 3;
}
export class Api {
  constructor(private base: string) {}
  async get(path: string): Promise<string> {
    await null;
    return this.base + path;
  }
}
export const ready: Promise<string> = Promise.resolve("ready");
