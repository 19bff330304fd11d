export interface Sale {
  region: string;
  rep: string;
  quarter: 1 | 2 | 3 | 4;
  units: number;
  revenue: number;
  target: number | null;
}

const raw = `
north,Ana,1,120,15400.5,15000
north,Ana,2,98,12010,15000
north,Ben,1,40,5100.25,
south,Chen,1,300,41999.99,40000
south,Chen,2,310,43250,40000
south,Dara,2,15,1875.4,5000
east,Eli,3,77,10890,9000
east,Eli,4,81,11620.75,9000
west,Fay,4,1200,151000,120000
`;

export function loadSales(): Sale[] {
  return raw
    .trim()
    .split("\n")
    .map((line) => {
      const [region, rep, q, units, revenue, target] = line.split(",");
      return {
        region,
        rep,
        quarter: Number(q) as Sale["quarter"],
        units: Number(units),
        revenue: Number(revenue),
        target: target ? Number(target) : null,
      };
    });
}
