// Converts day counts since 1970-01-01 to calendar dates and back (proleptic Gregorian).
function civil(days: number): string {
  const z: number = days + 719468;
  const era: number = Math.floor(z / 146097);
  const doe: number = z - era * 146097;
  const yoe: number = Math.floor((doe - Math.floor(doe / 1460) + Math.floor(doe / 36524) - Math.floor(doe / 146096)) / 365);
  const doy: number = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100));
  const mp: number = Math.floor((5 * doy + 2) / 153);
  const d: number = doy - Math.floor((153 * mp + 2) / 5) + 1;
  const m: number = mp < 10 ? mp + 3 : mp - 9;
  const y: number = yoe + era * 400 + (m <= 2 ? 1 : 0);
  return `${y}-${String(m).padStart(2, "0")}-${String(d).padStart(2, "0")}`;
}
function daysFrom(y: number, m: number, d: number): number {
  y -= m <= 2 ? 1 : 0;
  const era: number = Math.floor(y / 400);
  const yoe: number = y - era * 400;
  const doy: number = Math.floor((153 * (m > 2 ? m - 3 : m + 9) + 2) / 5) + d - 1;
  const doe: number = yoe * 365 + Math.floor(yoe / 4) - Math.floor(yoe / 100) + doy;
  return era * 146097 + doe - 719468;
}
console.log(civil(0), civil(-1), civil(11016), civil(19723), civil(2932896), civil(-719468));
console.log(daysFrom(1970, 1, 1), daysFrom(2000, 2, 29), daysFrom(2038, 1, 19), daysFrom(1, 1, 1));
let bad: number = 0;
for (let day = -800000; day <= 800000; day += 997) {
  const s: string = civil(day);
  const back: number = daysFrom(Number(s.slice(0, s.length - 6)), Number(s.slice(-5, -3)), Number(s.slice(-2)));
  if (back !== day) bad++;
}
console.log("round-trip failures:", bad);
console.log("seconds 2^31 -> ", civil(Math.floor(2 ** 31 / 86400)), (2 ** 31) % 86400);
