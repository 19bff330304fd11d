export type Color = (typeof Color)[keyof typeof Color];
export const Color = { Red: "red", Green: "green", Blue: "blue" } as const;

export interface Rgb { r: number; g: number; b: number }
export function Rgb(r: number, g: number, b: number): Rgb {
  return { r, g, b };
}
export const palette: Record<Color, Rgb> = {
  red: Rgb(255, 0, 0),
  green: Rgb(0, 128, 0),
  blue: Rgb(0, 0, 255),
};
