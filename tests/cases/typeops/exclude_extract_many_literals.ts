// Exclude/Extract leaving three or more literal members stay a union of
// literals (they were widened to string, so Record<Exclude<...>, V> was refused).
type Piece = "pawn" | "knight" | "bishop" | "rook" | "queen" | "king";
type Officer = Exclude<Piece, "pawn" | "king">;
type Slider = Extract<Piece, "bishop" | "rook" | "queen">;
const value: Record<Officer, number> = { knight: 3, bishop: 3, rook: 5, queen: 9 };
const slides: Record<Slider, string> = { bishop: "diagonal", rook: "straight", queen: "both" };
const names = Object.keys(value) as Officer[];
const total = names.reduce((n, k) => n + value[k], 0);
function isSlider(p: Piece): p is Slider { return p in slides; }
const row: Piece[] = ["rook", "knight", "bishop", "queen", "king", "bishop", "knight", "rook"];
console.log(total, row.filter(isSlider).map((p) => `${p}:${slides[p]}`).join(" "));
type Digit = Exclude<0 | 1 | 2 | 3 | 4 | 5, 0>;
const odd: Digit[] = [1, 3, 5];
const weights: Record<Digit, string> = { 1: "one", 2: "two", 3: "three", 4: "four", 5: "five" };
console.log(odd.map((d) => weights[d]), value);
