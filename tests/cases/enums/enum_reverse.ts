// Reverse mappings of numeric enums with gaps and negative values.
enum Temp { Freezing = -10, Cold = 0, Mild = 15, Warm = 25, Hot = 35 }
enum Weekday { Mon = 1, Tue, Wed, Thu, Fri, Sat, Sun }

function classify(c: number): Temp {
  if (c < Temp.Cold) return Temp.Freezing;
  if (c < Temp.Mild) return Temp.Cold;
  if (c < Temp.Warm) return Temp.Mild;
  if (c < Temp.Hot) return Temp.Warm;
  return Temp.Hot;
}
for (const c of [-20, -1, 0, 14, 15, 30, 40]) console.log(c, Temp[classify(c)]);
console.log(Temp[-10], Temp[1], Temp[35]);
function isWeekend(d: Weekday): boolean { return d === Weekday.Sat || d === Weekday.Sun; }
for (let d = Weekday.Mon; d <= Weekday.Sun; d++) console.log(d, Weekday[d], isWeekend(d));
console.log(Weekday[0], Weekday[8]);
