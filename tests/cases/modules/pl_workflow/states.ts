// Order workflow states and the transitions allowed between them.
export const STATES = ["draft", "submitted", "approved", "shipped", "delivered", "cancelled"] as const;
export type State = (typeof STATES)[number];

export const TRANSITIONS = {
  draft: ["submitted", "cancelled"],
  submitted: ["approved", "cancelled"],
  approved: ["shipped", "cancelled"],
  shipped: ["delivered"],
  delivered: [] as State[],
  cancelled: [] as State[],
} as const satisfies Record<State, readonly State[]>;

export const enum Level {
  Debug,
  Info,
  Warn,
}

export const LABELS: Record<State, string> = {
  draft: "Draft",
  submitted: "Submitted",
  approved: "Approved",
  shipped: "Shipped",
  delivered: "Delivered",
  cancelled: "Cancelled",
};

export function isTerminal(s: State): boolean {
  return TRANSITIONS[s].length === 0;
}
