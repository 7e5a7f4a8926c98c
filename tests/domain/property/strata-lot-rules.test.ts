import { describe, expect, it } from 'vitest';
import { messages } from '../../../src/domain/messages';
import { strataLotProblems } from '../../../src/domain/property/strata-lot-rules';
import type { PropertyForm } from '../../../src/domain/property/types';
import { validForm, validLandLot } from './fixtures';

const form = (change: Partial<PropertyForm>): PropertyForm => ({ ...validForm, ...change });

describe('strata / accessory lot rules (seed 000 §5, BUILDING only)', () => {
  it.each<[string, Partial<PropertyForm>, string[]]>([
    ['valid strata U12345A', {}, []],
    ['strata new at most 8: U123456A accepted', { strataLotNo: 'U123456A' }, []],
    ['strata new over 8 refused', { strataLotNo: 'U1234567A' }, [messages.strataLotNoInvalid]],
    ['strata new must start with U', { strataLotNo: 'X12345A' }, [messages.strataLotNoInvalid]],
    ['strata new must end with a letter', { strataLotNo: 'U123456' }, [messages.strataLotNoInvalid]],
    ['accessory new A1234B accepted', { lotType: 'A', strataLotNo: 'A1234B' }, []],
    ['accessory new over 6 refused', { lotType: 'A', strataLotNo: 'A12345B' }, [messages.strataLotNoInvalid]],
    ['accessory new must start with A', { lotType: 'A', strataLotNo: 'U1234B' }, [messages.strataLotNoInvalid]],
    ['old alphanumeric 10 accepted', { strataLotFormat: 'O', strataLotNo: 'ABCDE12345' }, []],
    ['old over 10 refused', { strataLotFormat: 'O', strataLotNo: 'ABCDE123456' }, [messages.strataLotNoInvalid]],
    ['old not alphanumeric refused', { strataLotFormat: 'O', strataLotNo: 'AB-12' }, [messages.strataLotNoInvalid]],
    ['type chosen: MK/TS id required', { mktsId: '' }, [messages.strataMktsIdMandatory, messages.strataMktsMismatch]],
    ['type chosen: MK/TS number required', { mktsNo: '' }, [messages.strataMktsNumberEmpty]],
    ['type chosen: lot number required', { strataLotNo: '' }, [messages.strataLotNumberEmpty]],
    ['TS 30 accepted', { mktsId: 'TS', mktsNo: '30', lotInfos: [{ ...validLandLot, mktsId: 'TS', mktsNo: '30' }] }, []],
    ['TS 31 refused', { mktsId: 'TS', mktsNo: '31', lotInfos: [{ ...validLandLot, mktsId: 'TS', mktsNo: '31' }] }, [messages.mktsNoInvalid]],
    ['MK/TS must match the land lot (number)', { mktsNo: '07' }, [messages.strataMktsMismatch]],
    ['MK/TS must match the land lot (id)', { mktsId: 'TS' }, [messages.strataMktsMismatch]],
    ['MK/TS match compares by value (6 = 06)', { mktsNo: '6' }, []],
    ['lot without a type', { lotType: '', mktsNo: '' }, [messages.strataLotTypeNotSelected]],
    ['number without a type', { lotType: '', strataLotNo: '' }, [messages.strataLotTypeNotSelected]],
    ['nothing entered and no type', { lotType: '', mktsNo: '', strataLotNo: '' }, []],
    ['LAND has no strata section', { propType: 'LAND', strataLotNo: 'junk' }, []],
  ])('%s', (_name, change, expected) => {
    const f = form(change);
    expect(strataLotProblems(f, f.lotInfos)).toEqual(expected);
  });
});
