export class UsageError extends Error {
  constructor(message: string, readonly command?: string) { super(message); this.name = "UsageError"; }
}
export class CommandError extends Error {
  constructor(message: string, readonly code: number) { super(message); this.name = "CommandError"; }
}
