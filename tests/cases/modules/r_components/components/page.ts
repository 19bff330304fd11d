import { Component } from "../component";
import type { Attrs, PageProps } from "../types";
import { pad, escapeHtml } from "../html";

export default class Page extends Component<PageProps> {
  get tag(): string {
    return "html";
  }
  protected extraAttrs(): Attrs {
    return { lang: this.props.lang };
  }
  protected renderChildren(depth: number): string[] {
    const head = `${pad(depth)}<head><title>${escapeHtml(this.props.title)}</title></head>`;
    const body = super.renderChildren(depth + 1);
    return [head, `${pad(depth)}<body>`, ...body, `${pad(depth)}</body>`];
  }
}
