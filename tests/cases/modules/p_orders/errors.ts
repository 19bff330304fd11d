export class DomainError extends Error {
  constructor(message: string, public readonly code: string) {
    super(message);
    this.name = "DomainError";
  }
}
export class NotFoundError extends DomainError {
  constructor(kind: string, key: string | number) {
    super(`${kind} ${key} not found`, "E_NOT_FOUND");
    this.name = "NotFoundError";
  }
}
export class StockError extends DomainError {
  constructor(public readonly sku: string, public readonly wanted: number, public readonly available: number) {
    super(`not enough ${sku}: wanted ${wanted}, have ${available}`, "E_STOCK");
    this.name = "StockError";
  }
}
