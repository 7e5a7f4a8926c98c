/**
 * Lot entry keeps only the part after the last hyphen (seed 000 §5 "Land lot rows", seed 001 §5 for the
 * strata lot): users paste the full reference ('MK06-3985M') where only the lot ('3985M') belongs.
 */
export function lotEntry(value: string): string {
  const cut = value.lastIndexOf('-');
  return cut === -1 ? value : value.slice(cut + 1);
}
