// Deterministic pseudo-random helpers for the seed (mulberry32): the same seed gives the
// same data on every run and engine.

export type Rng = {
  /** a float in [0, 1) */
  next: () => number;
  int: (min: number, max: number) => number;
  pick: <T>(items: readonly T[]) => T;
  weighted: <T>(items: ReadonlyArray<readonly [T, number]>) => T;
  chance: (p: number) => boolean;
  sample: <T>(items: readonly T[], n: number) => T[];
  uuid: () => string;
  digits: (n: number) => string;
  money: (min: number, max: number) => number;
};

export function createRng(seed: number): Rng {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)];
  const weighted = <T>(items: ReadonlyArray<readonly [T, number]>): T => {
    const total = items.reduce((s, [, w]) => s + w, 0);
    let r = next() * total;
    for (const [item, w] of items) {
      r -= w;
      if (r < 0) return item;
    }
    return items[items.length - 1][0];
  };
  const hex32 = () =>
    Math.floor(next() * 4294967296)
      .toString(16)
      .padStart(8, "0");
  return {
    next,
    int,
    pick,
    weighted,
    chance: (p) => next() < p,
    sample: (items, n) => {
      const copy = [...items];
      const out: (typeof items)[number][] = [];
      while (out.length < n && copy.length > 0) out.push(copy.splice(Math.floor(next() * copy.length), 1)[0]);
      return out;
    },
    uuid: () => {
      const a = hex32();
      const b = hex32();
      const c = hex32();
      const d = hex32();
      return `${a}-${b.slice(0, 4)}-4${b.slice(5, 8)}-${"89ab"[Math.floor(next() * 4)]}${c.slice(1, 4)}-${c.slice(4, 8)}${d}`;
    },
    digits: (n) => {
      let out = "";
      while (out.length < n)
        out += Math.floor(next() * 1e9)
          .toString()
          .padStart(9, "0");
      return out.slice(0, n);
    },
    money: (min, max) => Math.round((min + next() * (max - min)) * 100) / 100,
  };
}
