// Two related models: authors and their posts.
import { ColumnType, type Schema, type Row } from "./schema";
import { table, Table } from "./store";
import { from } from "./query";

export interface Author extends Row {
  name: string;
  email: string;
  active: boolean;
}

export interface Post extends Row {
  authorId: number;
  title: string;
  likes: number;
  tag: string | null;
}

export const AuthorSchema: Schema = {
  table: "authors",
  primaryKey: "id",
  columns: [
    { name: "id", type: ColumnType.Int },
    { name: "name", type: ColumnType.Text, maxLength: 8 },
    { name: "email", type: ColumnType.Text },
    { name: "active", type: ColumnType.Bool },
  ],
};

export const PostSchema: Schema = {
  table: "posts",
  primaryKey: "id",
  columns: [
    { name: "id", type: ColumnType.Int },
    { name: "authorId", type: ColumnType.Int, references: "authors" },
    { name: "title", type: ColumnType.Text },
    { name: "likes", type: ColumnType.Int, min: 0 },
    { name: "tag", type: ColumnType.Text, nullable: true },
  ],
};

export const authors: Table<Author> = table<Author>(AuthorSchema);
export const posts = table<Post>(PostSchema);

export function postsOf(a: Author): Post[] {
  return from(posts).where("authorId", "=", a.id).orderBy("likes", true).run();
}

export function authorOf(p: Post): Author {
  const a = authors.get(p.authorId);
  if (!a) throw new ReferenceError(`post ${p.id} has a dangling author ${p.authorId}`);
  return a;
}
