// k-means clustering (k-means++ seeding) over generated 2-D points with a
// seeded PRNG (mulberry32 + Box-Muller), formatted centroids and a summary.

type Point = readonly [number, number];

interface Cluster {
  centroid: Point;
  members: Point[];
}

interface RunResult {
  k: number;
  iterations: number;
  inertia: number;
  clusters: Cluster[];
}

class Rng {
  private state: number;
  private spare: number | null = null;
  constructor(seed: number) {
    this.state = seed >>> 0;
  }
  next(): number {
    let t = (this.state = (this.state + 0x6d2b79f5) >>> 0);
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }
  gaussian(mean = 0, sd = 1): number {
    if (this.spare !== null) {
      const s = this.spare;
      this.spare = null;
      return mean + sd * s;
    }
    const u = 1 - this.next(), v = this.next();
    const r = Math.sqrt(-2 * Math.log(u));
    this.spare = r * Math.sin(2 * Math.PI * v);
    return mean + sd * r * Math.cos(2 * Math.PI * v);
  }
  pickWeighted(weights: number[]): number {
    const total = weights.reduce((a, b) => a + b, 0);
    let x = this.next() * total;
    for (let i = 0; i < weights.length; i++) {
      x -= weights[i];
      if (x < 0) return i;
    }
    return weights.length - 1;
  }
}

const dist2 = ([ax, ay]: Point, [bx, by]: Point): number => (ax - bx) ** 2 + (ay - by) ** 2;
const fmt = (n: number, digits = 2): string => (Object.is(n, -0) ? 0 : n).toFixed(digits);
const fmtPoint = ([x, y]: Point): string => `(${fmt(x).padStart(6)}, ${fmt(y).padStart(6)})`;

function mean(points: Point[]): Point {
  const [sx, sy] = points.reduce<[number, number]>(([ax, ay], [x, y]) => [ax + x, ay + y], [0, 0]);
  return [sx / points.length, sy / points.length];
}

function nearest(p: Point, centroids: readonly Point[]): { index: number; d2: number } {
  let best = { index: -1, d2: Infinity };
  centroids.forEach((c, index) => {
    const d2 = dist2(p, c);
    if (d2 < best.d2) best = { index, d2 };
  });
  return best;
}

function seedCentroids(points: Point[], k: number, rng: Rng): Point[] {
  const centroids: Point[] = [points[Math.floor(rng.next() * points.length)]];
  while (centroids.length < k) {
    const weights = points.map((p) => nearest(p, centroids).d2);
    centroids.push(points[rng.pickWeighted(weights)]);
  }
  return centroids;
}

function kmeans(points: Point[], k: number, rng: Rng, maxIter = 100): RunResult {
  let centroids = seedCentroids(points, k, rng);
  let assignment: number[] = new Array<number>(points.length).fill(-1);
  let iterations = 0;
  for (; iterations < maxIter; iterations++) {
    const next = points.map((p) => nearest(p, centroids).index);
    const changed = next.some((c, i) => c !== assignment[i]);
    assignment = next;
    if (!changed) break;
    centroids = centroids.map((old, ci) => {
      const members = points.filter((_, i) => assignment[i] === ci);
      return members.length ? mean(members) : old;
    });
  }
  const clusters: Cluster[] = centroids.map((centroid, ci) => ({
    centroid,
    members: points.filter((_, i) => assignment[i] === ci),
  }));
  const inertia = points.reduce((s, p, i) => s + dist2(p, centroids[assignment[i]]), 0);
  return { k, iterations, inertia, clusters };
}

// Three blobs plus a little uniform noise.
const rng = new Rng(20240607);
const truth: { center: Point; sd: number; n: number }[] = [
  { center: [2, 3], sd: 0.6, n: 40 },
  { center: [-4, -1], sd: 0.9, n: 55 },
  { center: [5, -5], sd: 0.4, n: 30 },
];
const points: Point[] = truth.flatMap(({ center: [cx, cy], sd, n }) =>
  Array.from({ length: n }, (): Point => [rng.gaussian(cx, sd), rng.gaussian(cy, sd)]),
);
for (let i = 0; i < 8; i++) points.push([rng.next() * 16 - 8, rng.next() * 16 - 8]);
console.log(`${points.length} points; first three: ${points.slice(0, 3).map(fmtPoint).join(" ")}`);

const runs: RunResult[] = [];
for (let k = 1; k <= 5; k++) {
  // Best of a few restarts, each with its own seed.
  const attempts = [1, 2, 3].map((s) => kmeans(points, k, new Rng(k * 1000 + s)));
  runs.push(attempts.reduce((a, b) => (b.inertia < a.inertia ? b : a)));
}
console.log("k  inertia    iters  drop");
runs.forEach((r, i) => {
  const drop = i === 0 ? "" : `${fmt((1 - r.inertia / runs[i - 1].inertia) * 100, 1)}%`;
  console.log(`${r.k}  ${fmt(r.inertia).padStart(9)}  ${String(r.iterations).padStart(5)}  ${drop}`);
});

const best = runs[2];
const sorted = [...best.clusters].sort((a, b) => a.centroid[0] - b.centroid[0]);
for (const [i, c] of sorted.entries()) {
  const radius = Math.sqrt(c.members.reduce((s, p) => s + dist2(p, c.centroid), 0) / c.members.length);
  const xs = c.members.map(([x]) => x);
  console.log(`cluster ${i}: centroid ${fmtPoint(c.centroid)} size ${String(c.members.length).padStart(3)} rms ${fmt(radius, 3)} x∈[${fmt(Math.min(...xs))}, ${fmt(Math.max(...xs))}]`);
}
const matched = truth.map(({ center }) => {
  const { index, d2 } = nearest(center, sorted.map((c) => c.centroid));
  return { center: fmtPoint(center), cluster: index, error: Number(Math.sqrt(d2).toFixed(3)) };
});
console.log(JSON.stringify(matched, null, 1));
console.log(JSON.stringify({ k: best.k, centroids: sorted.map((c) => c.centroid) }, (key, v) => (typeof v === "number" ? Math.round(v * 100) / 100 : v)));
