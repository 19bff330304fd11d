export * from "./types";
export * from "./errors";
export { OrderService, log as serviceLog } from "./service";
export { default as ProductRepository, OrderRepository } from "./repository";
export * as util from "./util";
