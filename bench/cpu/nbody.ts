// N-body: the Computer Language Benchmarks Game simulation of the Jovian
// planets, with a Body class of number fields and an array of bodies.
//
//   nbody [steps]     (default 1000: well under a second under Node;
//                      as a benchmark: nbody.ts 5000000)
//
// Prints the system's energy before and after `steps` advances of 0.01 days
// (with toFixed(9), as the benchmark does), then a few derived quantities.

const PI = Math.PI;
const SOLAR_MASS = 4 * PI * PI;
const DAYS_PER_YEAR = 365.24;

class Body {
  constructor(
    public name: string,
    public x: number,
    public y: number,
    public z: number,
    public vx: number,
    public vy: number,
    public vz: number,
    public mass: number,
  ) {}

  offsetMomentum(px: number, py: number, pz: number): void {
    this.vx = -px / SOLAR_MASS;
    this.vy = -py / SOLAR_MASS;
    this.vz = -pz / SOLAR_MASS;
  }

  kinetic(): number {
    return 0.5 * this.mass * (this.vx * this.vx + this.vy * this.vy + this.vz * this.vz);
  }

  distanceTo(o: Body): number {
    const dx = this.x - o.x;
    const dy = this.y - o.y;
    const dz = this.z - o.z;
    return Math.sqrt(dx * dx + dy * dy + dz * dz);
  }
}

function jupiter(): Body {
  return new Body(
    "jupiter",
    4.8414314424647209,
    -1.16032004402742839,
    -1.03622044471123109e-1,
    1.66007664274403694e-3 * DAYS_PER_YEAR,
    7.69901118419740425e-3 * DAYS_PER_YEAR,
    -6.90460016972063023e-5 * DAYS_PER_YEAR,
    9.54791938424326609e-4 * SOLAR_MASS,
  );
}

function saturn(): Body {
  return new Body(
    "saturn",
    8.34336671824457987,
    4.12479856412430479,
    -4.03523417114321381e-1,
    -2.76742510726862411e-3 * DAYS_PER_YEAR,
    4.99852801234917238e-3 * DAYS_PER_YEAR,
    2.30417297573763929e-5 * DAYS_PER_YEAR,
    2.85885980666130812e-4 * SOLAR_MASS,
  );
}

function uranus(): Body {
  return new Body(
    "uranus",
    1.2894369562139131e1,
    -1.51111514016986312e1,
    -2.23307578892655734e-1,
    2.96460137564761618e-3 * DAYS_PER_YEAR,
    2.3784717395948095e-3 * DAYS_PER_YEAR,
    -2.96589568540237556e-5 * DAYS_PER_YEAR,
    4.36624404335156298e-5 * SOLAR_MASS,
  );
}

function neptune(): Body {
  return new Body(
    "neptune",
    1.53796971148509165e1,
    -2.59193146099879641e1,
    1.79258772950371181e-1,
    2.68067772490389322e-3 * DAYS_PER_YEAR,
    1.62824170038242295e-3 * DAYS_PER_YEAR,
    -9.5159225451971587e-5 * DAYS_PER_YEAR,
    5.15138902046611451e-5 * SOLAR_MASS,
  );
}

function sun(): Body {
  return new Body("sun", 0, 0, 0, 0, 0, 0, SOLAR_MASS);
}

class NBodySystem {
  readonly bodies: Body[];

  constructor(bodies: Body[]) {
    this.bodies = bodies;
    let px = 0;
    let py = 0;
    let pz = 0;
    for (const b of bodies) {
      px += b.vx * b.mass;
      py += b.vy * b.mass;
      pz += b.vz * b.mass;
    }
    bodies[0].offsetMomentum(px, py, pz);
  }

  advance(dt: number): void {
    const bodies = this.bodies;
    const n = bodies.length;
    for (let i = 0; i < n; i++) {
      const bi = bodies[i];
      for (let j = i + 1; j < n; j++) {
        const bj = bodies[j];
        const dx = bi.x - bj.x;
        const dy = bi.y - bj.y;
        const dz = bi.z - bj.z;
        const d2 = dx * dx + dy * dy + dz * dz;
        const mag = dt / (d2 * Math.sqrt(d2));
        const mi = bi.mass * mag;
        const mj = bj.mass * mag;
        bi.vx -= dx * mj;
        bi.vy -= dy * mj;
        bi.vz -= dz * mj;
        bj.vx += dx * mi;
        bj.vy += dy * mi;
        bj.vz += dz * mi;
      }
    }
    for (let i = 0; i < n; i++) {
      const b = bodies[i];
      b.x += dt * b.vx;
      b.y += dt * b.vy;
      b.z += dt * b.vz;
    }
  }

  energy(): number {
    const bodies = this.bodies;
    let e = 0;
    for (let i = 0; i < bodies.length; i++) {
      const bi = bodies[i];
      e += bi.kinetic();
      for (let j = i + 1; j < bodies.length; j++) {
        const bj = bodies[j];
        e -= (bi.mass * bj.mass) / bi.distanceTo(bj);
      }
    }
    return e;
  }

  momentum(): number[] {
    return this.bodies.reduce(
      (p, b) => [p[0] + b.vx * b.mass, p[1] + b.vy * b.mass, p[2] + b.vz * b.mass],
      [0, 0, 0],
    );
  }
}

const steps = process.argv.length > 2 ? Number(process.argv[2]) : 1000;
const system = new NBodySystem([sun(), jupiter(), saturn(), uranus(), neptune()]);

console.log(system.energy().toFixed(9));
for (let i = 0; i < steps; i++) system.advance(0.01);
console.log(system.energy().toFixed(9));

// Derived quantities, rounded so that they are stable across platforms.
const sunBody = system.bodies[0];
const planets = system.bodies.slice(1);
const distances = planets.map((p) => `${p.name} ${p.distanceTo(sunBody).toFixed(6)} AU`);
console.log(distances.join(", "));
const fastest = planets.reduce((a, b) => (b.kinetic() / b.mass > a.kinetic() / a.mass ? b : a));
console.log("fastest:", fastest.name);
const byMass = system.bodies
  .slice()
  .sort((a, b) => b.mass - a.mass)
  .map((b) => b.name);
console.log("by mass:", byMass.join(" > "));
const p = system.momentum();
console.log("net momentum ~ 0:", p.every((c) => Math.abs(c) < 1e-12));
