/**
 * Paired timings: each case is asked through the API and as its bare SQL, one right after the other and in
 * alternating order, so both meet the same moment of a busy machine and neither always runs on the other's
 * warm cache. Every round visits every case once; transient noise spreads over all cases, not a few.
 */

/** What one case runs: each side answers a number (rows or a count) so the two can be checked to agree. */
export interface PairedCase {
  group: string;
  label: string;
  api(): Promise<number>;
  sql(): Promise<number>;
}

interface Samples {
  api: number[];
  sql: number[];
}

export interface CaseFigures {
  group: string;
  label: string;
  samples: number;
  api: { p50: number; p99: number };
  sql: { p50: number; p99: number };
  /** API p50 ÷ SQL p50. */
  ratio: number;
}

/** The value at or below which `share` of the samples lie (nearest rank). */
export function percentile(values: readonly number[], share: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.max(1, Math.ceil(share * sorted.length));
  return sorted[rank - 1] ?? Number.NaN;
}

async function timed(run: () => Promise<number>): Promise<{ ms: number; answer: number }> {
  const started = performance.now();
  const answer = await run();
  return { ms: performance.now() - started, answer };
}

export class PairedSamples {
  private readonly samples = new Map<PairedCase, Samples>();
  private round = 0;

  constructor(private readonly cases: readonly PairedCase[]) {
    for (const item of cases) this.samples.set(item, { api: [], sql: [] });
  }

  /**
   * One round over every case. The first round only warms up (plans cached, pages in memory) and checks
   * that API and SQL agree, so a bench never times two different pieces of work.
   */
  async runRound(): Promise<void> {
    const warmUp = this.round === 0;
    for (const [index, item] of this.cases.entries()) {
      const apiFirst = (this.round + index) % 2 === 0;
      const first = await timed(apiFirst ? item.api : item.sql);
      const second = await timed(apiFirst ? item.sql : item.api);
      const [api, sql] = apiFirst ? [first, second] : [second, first];
      if (warmUp && api.answer !== sql.answer) {
        throw new Error(`${item.group} ${item.label}: the API answered ${api.answer}, the SQL ${sql.answer}`);
      }
      if (warmUp) continue;
      const recorded = this.samples.get(item);
      recorded?.api.push(api.ms);
      recorded?.sql.push(sql.ms);
    }
    this.round += 1;
  }

  figures(): CaseFigures[] {
    return this.cases.map((item) => {
      const { api, sql } = this.samples.get(item) ?? { api: [], sql: [] };
      const apiP50 = percentile(api, 0.5);
      const sqlP50 = percentile(sql, 0.5);
      return {
        group: item.group,
        label: item.label,
        samples: api.length,
        api: { p50: apiP50, p99: percentile(api, 0.99) },
        sql: { p50: sqlP50, p99: percentile(sql, 0.99) },
        ratio: apiP50 / sqlP50,
      };
    });
  }
}
