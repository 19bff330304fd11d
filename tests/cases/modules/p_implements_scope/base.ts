import { Kind, type Named } from "./types";
export abstract class Base implements Named {
  abstract readonly name: string;
  constructor(readonly kind: Kind, readonly weight = 1) {}
  show(): string { return `${this.name}:${Kind[this.kind]}x${this.weight}`; }
}
