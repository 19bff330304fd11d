export interface Shape {
  area(): number;
}
export type Kind = "circle" | "square";
