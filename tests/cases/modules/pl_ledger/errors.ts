export class LedgerError extends Error {
  constructor(message: string, readonly code: string) {
    super(message);
    this.name = "LedgerError";
  }
}

export class InsufficientFunds extends LedgerError {
  constructor(readonly account: string, readonly needed: number, readonly available: number) {
    super(`account ${account} needs ${needed} but has ${available}`, "E_FUNDS");
    this.name = "InsufficientFunds";
  }
}

export class UnknownAccount extends LedgerError {
  constructor(readonly account: string) {
    super(`no such account: ${account}`, "E_ACCOUNT");
    this.name = "UnknownAccount";
  }
}
