import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { POSTAL_LOOKUP_DEBOUNCE_MS } from '../../../src/domain/constants';
import { messages } from '../../../src/domain/messages';
import { address, stubLookupServer } from './lookup-server';
import { field, filledBuilding, renderFields } from './render-fields';

/** Issue 18 item 10: a postal code that finds no address, or several, says so and leaves nothing stale. */

const wait = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
const postalStatus = () => screen.getByRole('status', { name: 'Postal code search' });

describe('postal code lookup that finds no single address', () => {
  let server: ReturnType<typeof stubLookupServer>;

  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    server = stubLookupServer({
      addresses: {
        '238801': [address('ION ORCHARD', '2', 'ORCHARD TURN', '238801')],
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

  it("no address: the address is cleared with 'No property found under given postal code.'", async () => {
    const { user, draft } = renderFields({ draft: filledBuilding(), mode: 'edit', fakeTimers: true });
    expect(postalStatus()).toHaveTextContent('');
    await user.clear(field('Postal Code'));
    await user.type(field('Postal Code'), '999999');
    await wait(POSTAL_LOOKUP_DEBOUNCE_MS);
    await vi.waitFor(() => expect(postalStatus()).toHaveTextContent(`${messages.noPropertyUnderPostal} ${messages.enterPropertyAddress}`));
    expect(draft()).toMatchObject({ propName: '', hseNo: '', streetName: '', road1: '' });
    // Typing again takes the message away.
    await user.type(field('Postal Code'), '{Backspace}');
    expect(postalStatus()).toHaveTextContent('');
  });

  it('several addresses: the one the previous code found goes, and the user is asked for the address', async () => {
    const { user, draft } = renderFields({ fakeTimers: true });
    await user.type(field('Postal Code'), '238801');
    await wait(POSTAL_LOOKUP_DEBOUNCE_MS);
    await vi.waitFor(() => expect(field('Development Name')).toHaveValue('ION ORCHARD'));
    await user.clear(field('Postal Code'));
    await user.type(field('Postal Code'), '018956');
    await wait(POSTAL_LOOKUP_DEBOUNCE_MS);
    await vi.waitFor(() => expect(postalStatus()).toHaveTextContent(messages.multiplePropertiesUnderPostal));
    expect(field('Development Name')).toHaveValue('');
    expect(field('Road 1')).toHaveValue('');
    expect(draft()).toMatchObject({ postal: '018956', propName: '', hseNo: '', streetName: '', road1: '' });
  });

  it('several addresses leave what the user typed, and still say why nothing was filled', async () => {
    const { user } = renderFields({ fakeTimers: true });
    await user.type(field('Development Name'), 'MY OWN NAME');
    await user.type(field('Postal Code'), '018956');
    await wait(POSTAL_LOOKUP_DEBOUNCE_MS);
    await vi.waitFor(() => expect(postalStatus()).toHaveTextContent(messages.multiplePropertiesUnderPostal));
    expect(field('Development Name')).toHaveValue('MY OWN NAME');
  });
});
