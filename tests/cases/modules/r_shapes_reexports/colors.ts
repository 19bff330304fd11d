export enum Color {
  Red = 1,
  Green,
  Blue = 4,
}
export const enum Flag {
  A = 1 << 0,
  B = 1 << 1,
}
export default (c: Color): string => Color[c].toLowerCase();
