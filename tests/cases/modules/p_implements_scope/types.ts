export enum Kind { A = 1, B = 2 }
export interface Named { readonly name: string }
