/** The precompressed copies the build writes next to a file (scripts/compress-assets.mjs), best first. */
export const PRECOMPRESSED = [
  { coding: 'br', suffix: '.br' },
  { coding: 'gzip', suffix: '.gz' },
] as const;

export type ContentCoding = (typeof PRECOMPRESSED)[number]['coding'];

/**
 * The codings of ours a client accepts, in the order to try them (RFC 9110 §12.5.3): by its q-values,
 * brotli before gzip when they tie. `q=0` refuses a coding, `*` stands for any coding not named, and
 * `x-gzip` is gzip. Identity is always left as the fallback: every file exists uncompressed.
 */
export function acceptedCodings(acceptEncoding: string | undefined): ContentCoding[] {
  if (!acceptEncoding) return [];
  const weights = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [name = '', ...params] = part.split(';').map((s) => s.trim().toLowerCase());
    if (!name) continue;
    const q = params.find((p) => p.startsWith('q='));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    weights.set(name === 'x-gzip' ? 'gzip' : name, Number.isFinite(weight) ? weight : 0);
  }
  const weightOf = (coding: ContentCoding) => weights.get(coding) ?? weights.get('*') ?? 0;
  return PRECOMPRESSED.map((p) => p.coding)
    .filter((coding) => weightOf(coding) > 0)
    .sort((a, b) => weightOf(b) - weightOf(a));
}
