// Column kinds and model schemas.
export enum ColumnType {
  Int,
  Text,
  Bool,
}

export interface Column {
  name: string;
  type: ColumnType;
  nullable?: boolean;
  references?: string;
  min?: number;
  maxLength?: number;
}

export interface Schema {
  table: string;
  primaryKey: string;
  columns: Column[];
}

export interface Row {
  id: number;
}

export type Op = "=" | "!=" | "<" | ">" | "like";
export type Predicate<T> = (row: T) => boolean;

export class SchemaError extends Error {
  constructor(readonly table: string, message: string) {
    super(`${table}: ${message}`);
    this.name = "SchemaError";
  }
}

export function validate(schema: Schema, row: Record<string, unknown>): void {
  for (const col of schema.columns) {
    const v = row[col.name];
    if (v === undefined || v === null) {
      if (!col.nullable && col.name !== schema.primaryKey) throw new SchemaError(schema.table, `${col.name} is required`);
      continue;
    }
    const want = col.type === ColumnType.Int ? "number" : col.type === ColumnType.Text ? "string" : "boolean";
    if (typeof v !== want) throw new SchemaError(schema.table, `${col.name} must be ${want}, got ${typeof v}`);
    if (typeof v === "number" && col.min !== undefined && v < col.min) throw new SchemaError(schema.table, `${col.name} must be at least ${col.min}`);
    if (typeof v === "string" && col.maxLength !== undefined && v.length > col.maxLength)
      throw new SchemaError(schema.table, `${col.name} is longer than ${col.maxLength}`);
  }
}
