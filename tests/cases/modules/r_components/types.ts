// Shared prop shapes and enums for the component tree.
export enum Variant {
  Primary = "primary",
  Secondary = "secondary",
  Danger = "danger",
}

export type Attrs = Record<string, string | number | boolean | undefined>;

export interface BaseProps {
  id?: string;
  classes?: string[];
}

export interface ButtonProps extends BaseProps {
  label: string;
  variant: Variant;
  disabled?: boolean;
}

export interface ListProps<T> extends BaseProps {
  items: T[];
  ordered?: boolean;
  render: (item: T, index: number) => string;
}

export interface PageProps extends BaseProps {
  title: string;
  lang: string;
}

export type Child = Renderable | string;

export interface Renderable {
  render(depth: number): string;
}
