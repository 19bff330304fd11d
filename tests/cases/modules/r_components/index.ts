// Public surface of the little UI kit.
export * from "./types";
export { Component, Fragment } from "./component";
export { Button, default as button } from "./components/button";
export { List } from "./components/list";
export { default as Page } from "./components/page";
export { escapeHtml as escape, rendered as renderCount } from "./html";
