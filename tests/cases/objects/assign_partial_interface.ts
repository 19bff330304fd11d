// Object.assign(target, partial) into an object of an interface type: the
// partial's missing optional properties are not copied (the target keeps its own).
interface Todo { id: number; title: string; done: boolean; tags: string[] }
const todo: Todo = { id: 1, title: "write", done: false, tags: [] };
const patch: Partial<Pick<Todo, "title" | "done">> = { done: true };
Object.assign(todo, patch);
console.log(todo);
function update(t: Todo, fields: Partial<Todo>): Todo {
  return Object.assign(t, fields);
}
console.log(update(todo, { title: "ship", tags: ["x"] }));
