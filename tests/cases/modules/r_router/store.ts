// The in-memory data behind the handlers.
export interface Book {
  id: number;
  title: string;
  author: string;
  year: number;
}

let nextId = 1;
export const books = new Map<number, Book>();

export function addBook(b: Omit<Book, "id">): Book {
  const book = { id: nextId++, ...b };
  books.set(book.id, book);
  return book;
}

addBook({ title: "Dune", author: "Herbert", year: 1965 });
addBook({ title: "Neuromancer", author: "Gibson", year: 1984 });
addBook({ title: "Hyperion", author: "Simmons", year: 1989 });
