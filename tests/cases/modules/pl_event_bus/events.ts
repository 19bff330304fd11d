// Event payload shapes shared by the bus and its listeners.
export enum Severity {
  Info = "info",
  Warn = "warn",
  Error = "error",
}

export const enum Channel {
  Orders = 1,
  Users = 2,
  System = 4,
}

export interface UserCreated {
  id: number;
  name: string;
  email?: string;
}

export interface OrderPlaced {
  orderId: string;
  userId: number;
  lines: { sku: string; qty: number; price: number }[];
}

export interface LogEvent {
  severity: Severity;
  message: string;
}

export interface Events {
  "user:created": UserCreated;
  "order:placed": OrderPlaced;
  "log": LogEvent;
  "shutdown": undefined;
}

export type EventName = keyof Events;

export function channelOf(name: EventName): Channel {
  if (name.startsWith("user")) return Channel.Users;
  if (name.startsWith("order")) return Channel.Orders;
  return Channel.System;
}
