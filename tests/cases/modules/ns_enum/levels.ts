export enum Level {
  Debug,
  Info = 10,
  Warn,
  Error = 20,
}
export enum Channel {
  Stdout = "stdout",
  Stderr = "stderr",
}
export const enum Flag {
  None = 0,
  Timestamp = 1,
  Color = 2,
}
export function levelName(l: Level): string {
  return Level[l];
}
