import { describe, expect, it } from 'vitest';
import { normaliseFlags, normalisePropertyFlags, propDescFor, resetForLand, uppercaseRoads } from '../../../src/domain/property/derive';
import { validForm } from './fixtures';

describe('property derivations', () => {
  it.each([
    ['BUILDING', 'BUILDING EXISTING'],
    ['LAND', 'VACANT LAND'],
    ['', ''],
  ] as const)('propType %j sets propDesc %j', (propType, desc) => {
    expect(propDescFor(propType)).toBe(desc);
  });

  it('uppercases street, road1 and road2 only', () => {
    const out = uppercaseRoads({ streetName: 'orchard road', road1: 'Ion', road2: 'tower b', propName: 'ion orchard' });
    expect(out).toEqual({ streetName: 'ORCHARD ROAD', road1: 'ION', road2: 'TOWER B', propName: 'ion orchard' });
  });

  it('resets strata fields and the block/house no. for LAND', () => {
    const out = resetForLand({ ...validForm, propType: 'LAND', lotType: 'A', mktsId: 'TS', strataLotFormat: 'O' });
    expect(out).toMatchObject({ hseNo: '', lotType: '', mktsId: 'MK', strataLotFormat: 'N', mktsNo: '', strataLotNo: '' });
  });

  it('leaves a BUILDING untouched', () => {
    expect(resetForLand(validForm)).toBe(validForm);
  });

  it.each([
    ['\u0000', ''],
    ['B\u0000', 'B'],
    ['S', 'S'],
  ])('normalises NUL in flags: %j → %j', (raw, clean) => {
    expect(normaliseFlags({ clientFlag: raw, agentFlag: raw, checkPropAssigned: raw, name: 'x' })).toEqual({
      clientFlag: clean,
      agentFlag: clean,
      checkPropAssigned: clean,
      name: 'x',
    });
  });

  it('normalises the property and every party, single or listed', () => {
    const out = normalisePropertyFlags({
      clientFlag: '\u0000',
      buyer: [{ agentFlag: '\u0000', checkPropAssigned: '\u0000' }],
      sellerAgent: { agentFlag: '\u0000' },
      seller: null,
    });
    expect(out).toEqual({
      clientFlag: '',
      buyer: [{ agentFlag: '', checkPropAssigned: '' }],
      sellerAgent: { agentFlag: '' },
      seller: null,
    });
  });
});
