export { default as LRUCache } from "./lru";
export type { CacheStats } from "./lru";
export * from "./memo";
