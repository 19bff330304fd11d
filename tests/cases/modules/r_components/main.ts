// A component tree rendered to an HTML string, the components spread over modules.
import { Page, List, button, Button, Fragment, Variant, Component, escape, renderCount } from "./index";
import type { BaseProps, Child } from "./index";

interface Todo {
  title: string;
  done: boolean;
}

class Card extends Component<BaseProps & { heading: string }> {
  get tag(): string {
    return "section";
  }
  protected renderChildren(depth: number): string[] {
    return [`${"  ".repeat(depth)}<h2>${escape(this.props.heading)}</h2>`, ...super.renderChildren(depth)];
  }
}

const todos: Todo[] = [
  { title: "Write <tests>", done: true },
  { title: "Fix \"quotes\" & ampersands", done: false },
  { title: "Ship it", done: false },
];

const list = new List<Todo>({ items: todos, ordered: true, render: (t, i) => `${i + 1}. ${t.done ? "[x]" : "[ ]"} ${t.title}` });
const nums = new List<number>({ items: [3, 1, 4], classes: ["digits"], render: (n) => "#".repeat(n) });
const card = new Card({ heading: "Todos & more", id: "todos" }).add(list, nums);
const actions = new Fragment({}).add(button("Save"), button("Delete", Variant.Danger), new Button({ label: "Off", variant: Variant.Secondary, disabled: true }));
const page = new Page({ title: "Tom's <list>", lang: "en", classes: ["app", "dark"] }).add(card, actions, "plain & simple");

console.log("before:", renderCount);
const out = page.render();
console.log(out);
console.log("after:", renderCount, "lines:", out.split("\n").length);
console.log(String(page), String(list), `${card}`, list.size, nums.size);

const kids: Child[] = ["a<b", button("x", Variant.Secondary)];
console.log(new Fragment({}).add(...kids).render(1));
console.log(Object.values(Variant).join(","), renderCount);
const again = page.render(2);
console.log(again === out, again.length - out.length, renderCount);
