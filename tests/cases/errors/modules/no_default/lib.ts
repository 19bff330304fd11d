export const name = "lib";
