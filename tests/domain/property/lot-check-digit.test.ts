import { describe, expect, it } from 'vitest';
import { checkDigit, isValidNewLandLot } from '../../../src/domain/property/lot-check-digit';

/**
 * Gazetted lots (evidence for the weight reading 17, 13, 11, 7, 5, 3, 2; start MK 0 / TS 1; lot digits
 * left-padded to 5):
 *   MK06 3985M: 0·17 + 6·13 + 0·11 + 3·7 + 9·5 + 8·3 + 5·2 = 178; 178 mod 11 = 2 → M
 *   MK13 5229W: 1·17 + 3·13 + 0·11 + 5·7 + 2·5 + 2·3 + 9·2 = 125; 125 mod 11 = 4 → W
 */
describe('land-lot check digit', () => {
  it.each([
    ['MK', '06', '3985', 'M'],
    ['MK', '13', '5229', 'W'],
    ['MK', '6', '03985', 'M'],
  ])('%s %s lot %s gives %s', (id, no, digits, letter) => {
    expect(checkDigit(id, no, digits)).toBe(letter);
  });

  it('adds 1 for TS: TS06 3985 gives the letter after M (total 179 mod 11 = 3 → K)', () => {
    expect(checkDigit('TS', '06', '3985')).toBe('K');
  });

  it.each([
    ['MK', '00', '10000', 'C', '1·11 = 11 mod 11 = 0'],
    ['TS', '00', '0', 'A', 'start 1 alone'],
    ['MK', '01', '0', 'M', '1·13 = 13 mod 11 = 2'],
  ])('wraps modulo 11: %s%s %s → %s (%s)', (id, no, digits, letter) => {
    expect(checkDigit(id, no, digits)).toBe(letter);
  });

  it.each([
    ['MK', '06', '3985M', true],
    ['MK', '13', '5229W', true],
    ['MK', '13', '5229w', true],
    ['MK', '06', '3985W', false],
    ['MK', '06', '3985A', false],
    ['MK', '13', '5229M', false],
    ['MK', '13', '5229C', false],
    ['TS', '06', '3985M', false],
    ['MK', '07', '3985M', false],
    ['XX', '06', '3985M', false],
    ['MK', '06', '3985', false],
    ['MK', '06', '398500M', false],
  ])('%s%s lot %s valid: %s', (id, no, lot, valid) => {
    expect(isValidNewLandLot(id, no, lot)).toBe(valid);
  });

  it('answers undefined when the inputs cannot carry a letter', () => {
    expect(checkDigit('MK', 'AB', '3985')).toBeUndefined();
    expect(checkDigit('MK', '06', '123456')).toBeUndefined();
  });
});
