import { Temporal } from 'temporal-polyfill';

/** Seed 001 §9 "4 p.m. default time": when an OTP lapses on its expiry date unless it names another time. */
export const DEFAULT_OPTION_EXPIRY_TIME = Temporal.PlainTime.from('16:00');

const HOURS_MINUTES = /^([01]\d|2[0-3]):([0-5]\d)$/;

/**
 * The OTP's expiry time as the facts carry it, 'HH:mm' (the document's own wording, '4.00 p.m.', is turned into
 * that by otp-clock-time.ts); anything else is not a time to trust, and the caller falls back to 4 p.m.
 */
export function readOptionExpiryTime(value: string | undefined): Temporal.PlainTime | undefined {
  const match = HOURS_MINUTES.exec(value?.trim() ?? '');
  return match ? Temporal.PlainTime.from({ hour: Number(match[1]), minute: Number(match[2]) }) : undefined;
}
