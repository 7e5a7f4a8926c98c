/**
 * How hard the fuzzer tries. `npm test` runs the defaults (about a minute for the whole contract);
 * `npm run fuzz` raises them through the environment for a longer soak. FUZZ_SEED replays a reported run.
 */
export interface FuzzSettings {
  seed: number;
  /** Each round draws fresh random cases from seed, seed + 1, … */
  rounds: number;
  mutations: number;
  junkPerParameter: number;
}

function numberFrom(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isSafeInteger(value) || value < 0) throw new Error(`${name} must be a whole number, got ${JSON.stringify(raw)}`);
  return value;
}

export function fuzzSettings(): FuzzSettings {
  return {
    seed: numberFrom('FUZZ_SEED', 20_261_125),
    rounds: Math.max(1, numberFrom('FUZZ_ROUNDS', 1)),
    mutations: numberFrom('FUZZ_MUTATIONS', 24),
    junkPerParameter: numberFrom('FUZZ_JUNK_PER_PARAMETER', 12),
  };
}
