import type { CaseFigures } from './paired-samples';

/**
 * The targets of issue 13: at 50,000 rows every listing answers within 50 ms at the 99th percentile; at
 * 10,000 rows the API costs at most half again its bare SQL, the same statements the request runs (session
 * read, page, count): HTTP, the token's signature, validation and JSON on top.
 */
export const TARGETS = { p99Ms: 50, p99AtRows: 50_000, ratio: 1.5, ratioAtRows: 10_000 } as const;

export interface ScaleFigures {
  rows: number;
  figures: CaseFigures[];
}

function verdict(rows: number, figure: CaseFigures): { checked: string; pass: boolean } | undefined {
  if (rows === TARGETS.p99AtRows) return { checked: `API p99 < ${TARGETS.p99Ms} ms`, pass: figure.api.p99 < TARGETS.p99Ms };
  if (rows === TARGETS.ratioAtRows) return { checked: `ratio ≤ ${TARGETS.ratio}×`, pass: figure.ratio <= TARGETS.ratio };
  return undefined;
}

const ms = (value: number) => value.toFixed(1).padStart(7);
const count = (rows: number) => rows.toLocaleString('en');

/** One line per case (p50 and p99 of API and SQL, their ratio, PASS/FAIL), then a tally per scale and listing. */
export function listingReport(database: string, scales: readonly ScaleFigures[]): string {
  const width = Math.max(...scales.flatMap((scale) => scale.figures.map((figure) => figure.group.length + figure.label.length + 3)), 20);
  const lines = [
    `Listings through the HTTP API against their bare SQL, on ${database}; pageSize 10; times in ms; ratio = API p50 ÷ SQL p50;`,
    `p99 by nearest rank over each case's samples. Targets: API p99 < ${TARGETS.p99Ms} ms at ${count(TARGETS.p99AtRows)} rows, ratio ≤ ${TARGETS.ratio}× at ${count(TARGETS.ratioAtRows)} rows.`,
    '',
    `${'rows'.padStart(6)}  ${'case'.padEnd(width)} ${'API p50'.padStart(7)} ${'API p99'.padStart(7)} ${'SQL p50'.padStart(7)} ${'SQL p99'.padStart(7)}  ratio  verdict`,
  ];
  const tally: string[] = [];
  for (const { rows, figures } of scales) {
    const groups = new Map<string, { pass: number; total: number; checked: string }>();
    for (const figure of figures) {
      const judged = verdict(rows, figure);
      const name = `${figure.group} · ${figure.label}`;
      lines.push(
        `${count(rows).padStart(6)}  ${name.padEnd(width)} ${ms(figure.api.p50)} ${ms(figure.api.p99)} ${ms(figure.sql.p50)} ${ms(figure.sql.p99)}  ${`${figure.ratio.toFixed(2)}×`.padStart(5)}  ${judged ? `${judged.pass ? 'PASS' : 'FAIL'} (${judged.checked})` : ''}`,
      );
      if (!judged) continue;
      const group = groups.get(figure.group) ?? { pass: 0, total: 0, checked: judged.checked };
      group.total += 1;
      if (judged.pass) group.pass += 1;
      groups.set(figure.group, group);
    }
    const samples = Math.min(...figures.map((figure) => figure.samples));
    for (const [group, result] of groups) {
      tally.push(`${count(rows).padStart(6)} rows, ${group}: ${result.pass}/${result.total} cases PASS ${result.checked} (${samples} samples each)`);
    }
  }
  return [...lines, '', ...tally].join('\n');
}
