export interface UserCreated { id: number; name: string }
export interface OrderPlaced { orderId: string; userId: number; total: number }
export interface Tick { at: number }
export interface Events {
  "user:created": UserCreated;
  "order:placed": OrderPlaced;
  tick: Tick;
}
export type EventName = keyof Events;
export type Handler<T> = (payload: T, meta: Meta) => void;
export interface Meta { seq: number; name: EventName }
export type Unsubscribe = () => boolean;
