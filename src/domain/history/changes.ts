import { maskAllButLast, SUMMARY_MASK_KEEP } from '../masking';

/** One field a write changed, as the screen names and shows it; null where the field was empty. */
export interface FieldChange {
  field: string;
  before: string | null;
  after: string | null;
}

/** A field of a record the history compares: its label on screen, how to read it, and whether the screen masks it. */
export interface HistoryField<T> {
  label: string;
  read: (record: T) => unknown;
  /** ID numbers and phone numbers: the summary's masking (seed 001 §9), all but the last 3 characters starred. */
  masked?: boolean;
}

function shown(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'object') return JSON.stringify(value);
  if (typeof value === 'string') return value.trim() === '' ? null : value;
  if (typeof value === 'number' || typeof value === 'bigint') return String(value);
  return null;
}

function masking(text: string | null, masked: boolean | undefined): string | null {
  return text !== null && masked ? maskAllButLast(text, SUMMARY_MASK_KEEP) : text;
}

/**
 * The fields that differ between a record before and after a write (either may be absent: created, deleted).
 * A masked field is compared unmasked, so a change of a hidden digit is still a change, and recorded masked.
 */
export function changesBetween<T>(before: T | null, after: T | null, fields: readonly HistoryField<T>[]): FieldChange[] {
  const changes: FieldChange[] = [];
  for (const field of fields) {
    const was = before === null ? null : shown(field.read(before));
    const now = after === null ? null : shown(field.read(after));
    if (was === now) continue;
    changes.push({ field: field.label, before: masking(was, field.masked), after: masking(now, field.masked) });
  }
  return changes;
}
