export interface Shape { n: number }
export const unit: Shape = { n: 1 };
