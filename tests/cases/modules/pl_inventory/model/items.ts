// Item kinds as a discriminated union.
export type Unit = "pcs" | "kg" | "l";

interface Base {
  sku: string;
  name: string;
}

export interface Piece extends Base {
  kind: "piece";
  count: number;
  unitPrice: number;
}

export interface Bulk extends Base {
  kind: "bulk";
  unit: Exclude<Unit, "pcs">;
  amount: number;
  pricePerUnit: number;
}

export interface Bundle extends Base {
  kind: "bundle";
  parts: { sku: string; qty: number }[];
  discountPct: number;
}

export interface Service extends Base {
  kind: "service";
  hours: number;
  rate: number;
}

export type Item = Piece | Bulk | Bundle | Service;
export type ItemKind = Item["kind"];

export function assertNever(x: never, what: string): never {
  throw new Error(`unhandled ${what}: ${JSON.stringify(x)}`);
}
