import { describe, expect, it } from 'vitest';
import { messages } from '../../../src/domain/messages';
import { landLotRowProblems, landLotsProblems } from '../../../src/domain/property/land-lot-rules';
import type { LotInfo } from '../../../src/domain/property/types';
import { validLandLot } from './fixtures';

const row = (change: Partial<LotInfo>): LotInfo => ({ ...validLandLot, ...change });

describe('land lot row rules (seed 000 §5 "Land lot rows")', () => {
  it.each<[string, Partial<LotInfo>, string[]]>([
    ['gazetted MK06 3985M passes', {}, []],
    ['gazetted MK13 5229W passes', { mktsNo: '13', landLotNo: '5229W' }, []],
    ['MK/TS id mandatory', { mktsId: '' }, [messages.mktsIdMandatory, messages.invalidCheckDigit('', '06', '3985M')]],
    ['MK/TS number required', { mktsNo: '' }, [messages.mktsNumberEmpty, messages.invalidCheckDigit('MK', '', '3985M')]],
    ['MK/TS number numeric', { mktsNo: 'A1', landLotNo: 'AB' }, [messages.mktsNoInvalid, messages.invalidCheckDigit('MK', 'A1', 'AB')]],
    [
      'MK/TS number at most 2 digits',
      { mktsNo: '006', landLotNo: '3985M' },
      [messages.mktsNoInvalid, messages.invalidCheckDigit('MK', '006', '3985M')],
    ],
    ['MK lower bound 0 refused', { mktsNo: '0', landLotNo: '1X', landLotFormat: 'O' }, [messages.mktsNoInvalid]],
    ['MK 34 accepted', { mktsNo: '34', landLotFormat: 'O', landLotNo: 'X1' }, []],
    ['MK 35 refused', { mktsNo: '35', landLotFormat: 'O', landLotNo: 'X1' }, [messages.mktsNoInvalid]],
    ['TS 1 accepted', { mktsId: 'TS', mktsNo: '1', landLotFormat: 'O', landLotNo: 'X1' }, []],
    ['TS 30 accepted', { mktsId: 'TS', mktsNo: '30', landLotFormat: 'O', landLotNo: 'X1' }, []],
    ['TS 31 refused', { mktsId: 'TS', mktsNo: '31', landLotFormat: 'O', landLotNo: 'X1' }, [messages.mktsNoInvalid]],
    ['land lot number required', { landLotNo: '  ' }, [messages.landLotNumberEmpty]],
    ['new: more than 6 characters', { landLotNo: '039850M' }, [messages.invalidCheckDigit('MK', '06', '039850M')]],
    ['new: padded 6 characters still checks', { landLotNo: '03985M' }, []],
    ['new: single character', { landLotNo: 'M' }, [messages.invalidCheckDigit('MK', '06', 'M')]],
    ['new: not alphanumeric', { landLotNo: '398-M' }, [messages.invalidCheckDigit('MK', '06', '398-M')]],
    ['new: digits then a final letter', { landLotNo: 'M3985' }, [messages.invalidCheckDigit('MK', '06', 'M3985')]],
    ['new: wrong check letter W', { landLotNo: '3985W' }, [messages.invalidCheckDigit('MK', '06', '3985W')]],
    ['new: wrong check letter for MK13', { mktsNo: '13', landLotNo: '5229A' }, [messages.invalidCheckDigit('MK', '13', '5229A')]],
    ['old: 9 alphanumeric accepted', { landLotFormat: 'O', landLotNo: 'ABC123456' }, []],
    ['old: more than 9', { landLotFormat: 'O', landLotNo: 'ABC1234567' }, [messages.oldLotTooLong]],
    ['old: not alphanumeric', { landLotFormat: 'O', landLotNo: 'AB/12' }, [messages.oldLotTooLong]],
    ['IRAS PL/PT 10 accepted when part Y', { partIndicator: 'Y', irasPLPTNo: 'PL12345678' }, []],
    ['IRAS PL/PT over 10 when part Y', { partIndicator: 'Y', irasPLPTNo: 'PL123456789' }, [messages.irasPlPtTooLong]],
    ['IRAS PL/PT not alphanumeric when part N', { partIndicator: 'N', irasPLPTNo: 'PL-1' }, [messages.irasPlPtTooLong]],
    ['IRAS PL/PT not checked without a part indicator', { partIndicator: '', irasPLPTNo: 'PL-123456789' }, []],
  ])('%s', (_name, change, expected) => {
    expect(landLotRowProblems(row(change))).toEqual(expected);
  });

  it.each<[string, LotInfo[], string[]]>([
    ['equal MK/TS on every row', [validLandLot, row({ mktsNo: '6', landLotFormat: 'O', landLotNo: 'X1' })], []],
    ['different number', [validLandLot, row({ mktsNo: '13', landLotNo: '5229W' })], [messages.landLotMktsNotSame]],
    ['different id', [validLandLot, row({ mktsId: 'TS', landLotFormat: 'O', landLotNo: 'X1' })], [messages.landLotMktsNotSame]],
    ['no rows', [], []],
  ])('all rows share one MK/TS: %s', (_name, rows, expected) => {
    expect(landLotsProblems(rows)).toEqual(expected);
  });
});
