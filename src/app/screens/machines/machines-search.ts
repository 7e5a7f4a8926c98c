/** The machines page's search: `?case=<propertyId>` when it is opened from a case. */
export interface MachinesSearch {
  case?: number | undefined;
}

/**
 * The route's validateSearch. Anything but a positive whole number (`?case=abc`, `?case=0`) is dropped rather
 * than refused: the page is still worth showing without the case. Dropped as `case: undefined`, not left out: the
 * router lays the validated search over the raw one, so a key left out would keep its raw value. Plain code, not a
 * valibot schema: validateSearch runs in the route tree, which every page's first load carries.
 */
export function machinesSearch(search: Record<string, unknown>): MachinesSearch {
  const raw = search.case;
  // The router parses `?case=101` as the number 101; a hand-typed `?case="101"` arrives as a string.
  const id = typeof raw === 'number' ? raw : typeof raw === 'string' && /^\d+$/.test(raw) ? Number(raw) : Number.NaN;
  return { case: Number.isSafeInteger(id) && id > 0 ? id : undefined };
}
