export enum Phase { Load = 1, Transform = 2, Emit = 3 }
export type Doc = { name: string; body: string; meta: Record<string, string> };
export interface PluginInfo { readonly name: string; readonly phase: Phase; readonly order: number }
export type Hook<T> = (doc: T) => T | null;
