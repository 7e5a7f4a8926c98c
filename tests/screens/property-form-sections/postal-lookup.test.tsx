import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { POSTAL_LOOKUP_DEBOUNCE_MS } from '../../../src/domain/constants';
import { address, stubLookupServer } from './lookup-server';
import { field, filledBuilding, renderFields } from './render-fields';

const wait = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

describe('postal code entry and address lookup', () => {
  let server: ReturnType<typeof stubLookupServer>;

  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    server = stubLookupServer({
      addresses: {
        '238801': [address('ION ORCHARD', '2', 'ORCHARD TURN', '238801')],
        '068898': [address('NIL', '80', 'ROBINSON ROAD', '068898')],
        '018956': [
          address('MARINA BAY SANDS', '10', 'BAYFRONT AVENUE', '018956'),
          address('MARINA BAY SANDS HOTEL', '10', 'BAYFRONT AVENUE', '018956'),
        ],
      },
    });
  });

  afterEach(() => {
    server.restore();
    vi.useRealTimers();
  });

  it('a 6-character postal code clears unit, storey, house no., street name and account no. at once', async () => {
    const { user, draft } = renderFields({ draft: filledBuilding(), mode: 'edit', fakeTimers: true });
    await user.clear(field('Postal Code'));
    await user.type(field('Postal Code'), '99999');
    expect(field('Unit No.')).toHaveValue('12');
    await user.type(field('Postal Code'), '9');
    for (const name of ['Unit No.', 'Storey No.', 'Block/House No.', 'Street Name', 'Property A/C No.']) {
      expect(field(name)).toHaveValue('');
    }
    expect(draft()).toMatchObject({ postal: '999999', unitNo: '', storeyNo: '', hseNo: '', streetName: '', propAcctNo: '' });
    // The development name and road 1 wait for the lookup.
    expect(field('Development Name')).toHaveValue('PINNACLE @ DUXTON');
  });

  it('keeps digits only', async () => {
    const { user } = renderFields({ fakeTimers: true });
    await user.type(field('Postal Code'), '23a8-8 0');
    expect(field('Postal Code')).toHaveValue('23880');
  });

  it('looks the address up 2 s after the last keystroke and fills development name, house no., street and road 1', async () => {
    const { user, draft } = renderFields({ fakeTimers: true });
    await user.type(field('Postal Code'), '238801');
    await wait(POSTAL_LOOKUP_DEBOUNCE_MS - 100);
    expect(server.addressSearches()).toEqual([]);
    await wait(100);
    expect(server.addressSearches()).toEqual(['238801']);
    expect(await screen.findByDisplayValue('ION ORCHARD')).toBe(field('Development Name'));
    expect(field('Block/House No.')).toHaveValue('2');
    expect(field('Street Name')).toHaveValue('ORCHARD TURN');
    expect(field('Road 1')).toHaveValue('ORCHARD TURN');
    expect(draft()).toMatchObject({ propName: 'ION ORCHARD', hseNo: '2', streetName: 'ORCHARD TURN', road1: 'ORCHARD TURN' });
  });

  it('typing again within 2 s starts the wait over, and only the last code is looked up', async () => {
    const { user } = renderFields({ fakeTimers: true });
    await user.type(field('Postal Code'), '238800');
    await wait(1500);
    await user.type(field('Postal Code'), '{Backspace}1');
    await wait(1500);
    expect(server.addressSearches()).toEqual([]);
    await wait(500);
    expect(server.addressSearches()).toEqual(['238801']);
    expect(await screen.findByDisplayValue('ION ORCHARD')).toBeInTheDocument();
  });

  it("a building named 'NIL' leaves the development name empty", async () => {
    const { user } = renderFields({ fakeTimers: true });
    await user.type(field('Development Name'), 'OLD NAME');
    await user.type(field('Postal Code'), '068898');
    await wait(POSTAL_LOOKUP_DEBOUNCE_MS);
    await vi.waitFor(() => expect(field('Street Name')).toHaveValue('ROBINSON ROAD'));
    expect(field('Development Name')).toHaveValue('');
    expect(field('Block/House No.')).toHaveValue('80');
  });

  it('no result clears the address fields', async () => {
    const { user, draft } = renderFields({ draft: filledBuilding(), mode: 'edit', fakeTimers: true });
    await user.clear(field('Postal Code'));
    await user.type(field('Postal Code'), '999999');
    await wait(POSTAL_LOOKUP_DEBOUNCE_MS);
    expect(server.addressSearches()).toEqual(['999999']);
    await vi.waitFor(() => expect(field('Development Name')).toHaveValue(''));
    expect(field('Road 1')).toHaveValue('');
    expect(draft()).toMatchObject({ propName: '', hseNo: '', streetName: '', road1: '' });
  });

  it('several results leave the fields for the user', async () => {
    const { user } = renderFields({ fakeTimers: true });
    await user.type(field('Development Name'), 'MY OWN NAME');
    await user.type(field('Postal Code'), '018956');
    await wait(POSTAL_LOOKUP_DEBOUNCE_MS);
    expect(server.addressSearches()).toEqual(['018956']);
    await wait(50);
    expect(field('Development Name')).toHaveValue('MY OWN NAME');
  });

  it('a partial postal code is not looked up', async () => {
    const { user } = renderFields({ fakeTimers: true });
    await user.type(field('Postal Code'), '2388');
    await wait(POSTAL_LOOKUP_DEBOUNCE_MS * 2);
    expect(server.addressSearches()).toEqual([]);
  });
});
