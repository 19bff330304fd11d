import { Shape } from "./shapes";
export abstract class Poly<P> extends Shape<P[]> {
  abstract sides(): number;
  area(): number {
    return this.sides() * 1.5;
  }
}
export class Square extends Poly<number> {
  static readonly unit = new Square([1]);
  sides(): number {
    return 4;
  }
  kind(): string {
    return "square";
  }
  area(): number {
    return this.meta[0] * this.meta[0];
  }
}
export function describe<M>(s: Shape<M>): string;
export function describe<M>(s: Shape<M>, verbose: boolean): string;
export function describe<M>(s: Shape<M>, verbose = false): string {
  return verbose ? `${s.label} meta=${JSON.stringify(s.meta)}` : s.label;
}
export const helpers = { twice: (n: number) => n * 2, name: "helpers" };
export { helpers as default };
