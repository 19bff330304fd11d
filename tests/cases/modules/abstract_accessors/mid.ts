import { Base } from "./lib";
export class Impl extends Base {
  name(): string { Base.made++; return "impl"; }
}
export function make(): Base { return new Impl(); }
