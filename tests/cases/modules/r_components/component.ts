// The abstract base every component extends.
import type { Attrs, BaseProps, Child, Renderable } from "./types";
import * as html from "./html";

export abstract class Component<P extends BaseProps> implements Renderable {
  private static nextKey = 1;
  readonly key: number;
  protected children: Child[] = [];

  constructor(protected readonly props: P) {
    this.key = Component.nextKey++;
  }

  abstract get tag(): string;

  protected extraAttrs(): Attrs {
    return {};
  }

  add(...kids: Child[]): this {
    this.children.push(...kids);
    return this;
  }

  protected renderChildren(depth: number): string[] {
    return this.children.map((c) => (typeof c === "string" ? html.pad(depth) + html.escapeHtml(c) : c.render(depth)));
  }

  render(depth: number = 0): string {
    html.countRender();
    const a: Attrs = { id: this.props.id, ...this.extraAttrs() };
    if (this.props.classes && this.props.classes.length) a["class"] = this.props.classes.join(" ");
    const open = `${html.pad(depth)}<${this.tag}${html.attrs(a)}>`;
    const inner = this.renderChildren(depth + 1);
    if (inner.length === 0) return `${open}</${this.tag}>`;
    return [open, ...inner, `${html.pad(depth)}</${this.tag}>`].join("\n");
  }

  toString(): string {
    return `${this.constructor.name}#${this.key}`;
  }
}

export class Fragment extends Component<BaseProps> {
  get tag(): string {
    return "";
  }
  render(depth: number = 0): string {
    return this.renderChildren(depth).join("\n");
  }
}
