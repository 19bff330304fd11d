import { Component } from "../component";
import { Variant, type ButtonProps, type Attrs } from "../types";

export class Button extends Component<ButtonProps> {
  get tag(): string {
    return "button";
  }
  protected extraAttrs(): Attrs {
    return { type: "button", disabled: this.props.disabled ?? false, "data-variant": this.props.variant };
  }
  protected renderChildren(depth: number): string[] {
    const prefix = this.props.variant === Variant.Danger ? "\u26a0 " : "";
    return [`${"  ".repeat(depth)}${prefix}${this.props.label}`];
  }
}

export default function button(label: string, variant: Variant = Variant.Primary): Button {
  return new Button({ label, variant, classes: ["btn", `btn-${variant}`] });
}
