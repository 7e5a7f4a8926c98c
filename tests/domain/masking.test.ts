import { describe, expect, it } from 'vitest';
import { DOCUMENT_NRIC_MASK_KEEP, maskAllButLast, SUMMARY_MASK_KEEP } from '../../src/domain/masking';

describe('masking (seed 001 §9)', () => {
  it.each([
    ['a phone on the summary keeps its last 3 digits', '91234567', SUMMARY_MASK_KEEP, '*****567'],
    ['an NRIC on the summary keeps its last 3 characters', 'S1234567D', SUMMARY_MASK_KEEP, '******67D'],
    ['an NRIC on the OTP / WTA keeps its last 4', 'S1234567D', DOCUMENT_NRIC_MASK_KEEP, '*****567D'],
    ['surrounding spaces are dropped first', ' 91234567 ', SUMMARY_MASK_KEEP, '*****567'],
    ['a value no longer than what is kept shows as it is', '567', SUMMARY_MASK_KEEP, '567'],
    ['an empty value stays empty', '', SUMMARY_MASK_KEEP, ''],
    ['keeping nothing stars everything', '1234', 0, '****'],
  ])('%s', (_name, value, keep, expected) => {
    expect(maskAllButLast(value, keep)).toBe(expected);
  });
});
