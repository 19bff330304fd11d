export { Table, Border } from "./table";
export type { Column, Align, TableOptions } from "./table";
export * as num from "./numbers";
