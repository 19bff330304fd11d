export * from "./events";
export { EventBus, createAppBus as makeBus, dispatchedCount, channelMask, describeMask } from "./bus";
export type { Handler } from "./bus";
export * as listeners from "./listeners";
