// HTML escaping and attribute serialisation shared by every component.
import type { Attrs } from "./types";

export const INDENT = "  ";
export let rendered = 0;

const ESCAPES: { [ch: string]: string } = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

export function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => ESCAPES[c]);
}

export function attrs(a: Attrs): string {
  const parts: string[] = [];
  for (const key of Object.keys(a).sort()) {
    const v = a[key];
    if (v === undefined || v === false) continue;
    parts.push(v === true ? key : `${key}="${escapeHtml(String(v))}"`);
  }
  return parts.length ? " " + parts.join(" ") : "";
}

export function countRender(): number {
  return ++rendered;
}

export function pad(depth: number): string {
  return INDENT.repeat(depth);
}
