import { describe, expect, it } from 'vitest';
import {
  annexBInspectionText,
  annexBNeedsDate,
  completionText,
  DEFAULT_COMPLETION_TEXT,
  signingDateIso,
  signingDateParts,
  signingDateText,
} from '../../src/domain/documents/otp-text';

describe('the OTP wording', () => {
  it('asks for an Annex B date only when paragraph 1 is ticked and paragraph 2 is not', () => {
    expect(annexBNeedsDate({ annexbaParagraph1: true, annexbaParagraph2: false })).toBe(true);
    expect(annexBNeedsDate({ annexbaParagraph1: true, annexbaParagraph2: true })).toBe(false);
    expect(annexBNeedsDate({ annexbaParagraph1: false, annexbaParagraph2: false })).toBe(false);
  });

  it('replaces the Annex B default text with the chosen date', () => {
    expect(annexBInspectionText({ annexbaParagraph1: true, annexbaParagraph2: true, annexbaParagraph2CompletionDate: '2026-05-01' })).toBe(
      '7 days before the Scheduled Completion Date',
    );
    expect(annexBInspectionText({ annexbaParagraph1: true, annexbaParagraph2: false, annexbaParagraph2CompletionDate: '2026-05-01' })).toBe(
      '01-May-2026',
    );
  });

  it('words completion by the chosen mode', () => {
    expect(completionText({ completionDateMode: 'default' })).toBe(DEFAULT_COMPLETION_TEXT);
    expect(completionText({ completionDateMode: 'date', completionDay: '2026-06-30' })).toBe('on 30-Jun-2026');
    expect(completionText({ completionDateMode: 'week', completionDayOf: '10' })).toBe(
      'on the date falling 10 weeks after the date of exercise of this Option',
    );
  });

  it.each([
    ['2026-03-01', '1st'],
    ['2026-03-02', '2nd'],
    ['2026-03-03', '3rd'],
    ['2026-03-11', '11th'],
    ['2026-03-12', '12th'],
    ['2026-03-13', '13th'],
    ['2026-03-22', '22nd'],
    ['2026-03-31', '31st'],
  ])('stores %s as the %s day', (iso, day) => {
    expect(signingDateParts(iso)).toEqual({ day, of: 'March', year: '26' });
  });

  it('reads the stored signing date back for the date picker', () => {
    expect(signingDateIso({ day: '22nd', of: 'March', year: '26' })).toBe('2026-03-22');
    expect(signingDateIso({ day: '31st', of: 'February', year: '26' })).toBe('');
    expect(signingDateIso({ day: '', of: '', year: '' })).toBe('');
  });

  it('prints the signing date, or blanks to fill by hand', () => {
    expect(signingDateText({ day: '5th', of: 'January', year: '27' })).toBe('this 5th day of January 2027');
    expect(signingDateText({})).toBe('this ____ day of __________ 20__');
  });
});
