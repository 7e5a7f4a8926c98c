import { singaporeWallClock } from '../../domain/display-date';

/** The Singapore calendar date of an instant, yyyy-mm-dd. */
export function singaporeDate(at: Date): string {
  return singaporeWallClock(at.toISOString()).slice(0, 10);
}

/** An instant as the listing carries it (ISO), or null. */
export const isoOrNull = (at: Date | null): string | null => (at ? at.toISOString() : null);
