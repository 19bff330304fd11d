const base = 40;
export default base + 2;
