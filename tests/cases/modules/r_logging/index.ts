export { Level, parseLevel, type LogRecord, type Fields } from "./levels";
export * as formatters from "./formatters";
export { Transport } from "./transports/base";
export { ConsoleTransport } from "./transports/console";
export { default as MemoryTransport } from "./transports/memory";
export { Logger, root as defaultLogger, setClock, count as recordCount } from "./logger";
