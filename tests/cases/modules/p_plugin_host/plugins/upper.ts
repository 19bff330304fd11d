import { TextPlugin } from "../plugin";
export default class Upper extends TextPlugin {
  readonly name = "upper";
  constructor() { super(20); }
  protected map(t: string): string { return t.toUpperCase(); }
}
