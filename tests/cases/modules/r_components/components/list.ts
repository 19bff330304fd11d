import { Component } from "../component";
import { escapeHtml, pad } from "../html";
import type { ListProps } from "../types";

export class List<T> extends Component<ListProps<T>> {
  get tag(): string {
    return this.props.ordered ? "ol" : "ul";
  }
  protected renderChildren(depth: number): string[] {
    return this.props.items.map((item, i) => `${pad(depth)}<li>${escapeHtml(this.props.render(item, i))}</li>`);
  }
  get size(): number {
    return this.props.items.length;
  }
}
