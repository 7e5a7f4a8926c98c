/**
 * What an earlier lookup filled in that still reads as it left it. When a later lookup finds nothing (or
 * several), those fields are stale — they describe another code's address or another UEN's company — and are
 * emptied; what the user typed, or changed since, stays. Null when nothing is to be cleared.
 */
export function staleLookupClearing<TField extends string>(
  current: Readonly<Record<TField, string>>,
  filled: Partial<Readonly<Record<TField, string>>> | null,
): Partial<Record<TField, string>> | null {
  if (!filled) return null;
  const stale = (Object.keys(filled) as TField[]).filter((field) => filled[field] !== '' && current[field] === filled[field]);
  if (stale.length === 0) return null;
  const clearing: Partial<Record<TField, string>> = {};
  for (const field of stale) clearing[field] = '';
  return clearing;
}
