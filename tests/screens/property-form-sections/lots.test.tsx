import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { stubLookupServer } from './lookup-server';
import { choose, field, renderFields, selectTrigger } from './render-fields';

const landLots = () => within(screen.getByRole('table', { name: 'Land lots' }));

describe('lot information', () => {
  let server: ReturnType<typeof stubLookupServer>;

  beforeEach(() => {
    server = stubLookupServer();
  });

  afterEach(() => {
    server.restore();
  });

  it('a new property has one land-lot row with MK, format N and part indicator N', () => {
    renderFields();
    expect(landLots().getAllByRole('row')).toHaveLength(2);
    expect(selectTrigger('MK/TS row 1')).toHaveTextContent('MK');
    expect(selectTrigger('Format row 1')).toHaveTextContent('N (New)');
    expect(selectTrigger('Part Indicator row 1')).toHaveTextContent('N');
    expect(landLots().getByRole('button', { name: 'Remove land lot row 1' })).toBeDisabled();
  });

  it('a pasted lot reference keeps only the part after the last hyphen', async () => {
    const { user, draft } = renderFields();
    await user.click(field('Lot No. row 1'));
    await user.paste('MK06-3985M');
    expect(field('Lot No. row 1')).toHaveValue('3985M');
    await user.type(field('Strata/Accessory Lot No.'), 'TS23-U1234X');
    expect(draft()).toMatchObject({ lotInfos: [{ landLotNo: '3985M' }], strataLotNo: 'U1234X' });
  });

  it('MK/TS no. takes two digits', async () => {
    const { user, draft } = renderFields();
    await user.type(field('MK/TS No. row 1'), '1x34');
    expect(draft().lotInfos[0]?.mktsNo).toBe('13');
  });

  it('adds and removes land-lot rows; the last row stays', async () => {
    const { user, draft } = renderFields();
    await user.click(screen.getByRole('button', { name: 'Add Land Lot Row' }));
    await user.type(field('Lot No. row 2'), '5229W');
    await choose(user, 'MK/TS row 2', 'TS');
    await choose(user, 'Format row 2', 'O (Old)');
    expect(draft().lotInfos).toEqual([
      { mktsId: 'MK', mktsNo: '', landLotFormat: 'N', landLotNo: '', partIndicator: 'N', irasPLPTNo: '' },
      { mktsId: 'TS', mktsNo: '', landLotFormat: 'O', landLotNo: '5229W', partIndicator: 'N', irasPLPTNo: '' },
    ]);
    await user.click(landLots().getByRole('button', { name: 'Remove land lot row 1' }));
    expect(draft().lotInfos).toHaveLength(1);
    expect(field('Lot No. row 1')).toHaveValue('5229W');
    expect(landLots().getByRole('button', { name: 'Remove land lot row 1' })).toBeDisabled();
  });

  it('the strata row chooses a lot type, or none', async () => {
    const { user, draft } = renderFields();
    expect(selectTrigger('Strata/Accessory Lot Type')).toHaveTextContent('None');
    await choose(user, 'Strata/Accessory Lot Type', 'A (Accessory)');
    expect(draft().lotType).toBe('A');
    await choose(user, 'Strata/Accessory Lot Type', 'None');
    expect(draft().lotType).toBe('');
  });
});
