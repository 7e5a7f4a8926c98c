import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '../../../src/domain/session-keys';
import { renderLanding } from './render-landing';

// Only Date is faked: the lazy notice and user-event still need real timers.
const setClock = (singaporeTime: string) => vi.useFakeTimers({ now: new Date(`${singaporeTime}+08:00`), toFake: ['Date'] });
/** Thursday before the maintenance Saturday, 7 February 2026. */
const WEEK_BEFORE_MAINTENANCE = '2026-02-05T10:00:00';
const MID_MONTH = '2026-02-20T10:00:00';

afterEach(() => {
  vi.useRealTimers();
});

describe('maintenance notice', () => {
  it('shows on load in the week before maintenance until dismissed; without the tick it shows again next time', async () => {
    setClock(WEEK_BEFORE_MAINTENANCE);
    const user = userEvent.setup();
    const first = renderLanding('', { showMaintenanceNotice: true });
    // The notice's code is fetched as it opens: it appears a moment after the page.
    expect(await screen.findByRole('dialog', { name: 'Scheduled maintenance' })).toBeInTheDocument();
    await user.click(screen.getAllByRole('button', { name: 'Close' }).at(-1)!);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(localStorage.getItem(STORAGE_KEYS.hideMaintenanceNotice)).toBeNull();
    first.unmount();

    renderLanding('', { showMaintenanceNotice: true });
    expect(await screen.findByRole('dialog', { name: 'Scheduled maintenance' })).toBeInTheDocument();
  });

  it("'Do not show this again' is remembered", async () => {
    setClock(WEEK_BEFORE_MAINTENANCE);
    const user = userEvent.setup();
    const first = renderLanding('', { showMaintenanceNotice: true });
    await user.click(await screen.findByRole('checkbox', { name: 'Do not show this again' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(localStorage.getItem(STORAGE_KEYS.hideMaintenanceNotice)).toBe('true');
    first.unmount();

    renderLanding('', { showMaintenanceNotice: true });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('does not open when maintenance is not near', async () => {
    setClock(MID_MONTH);
    renderLanding('', { showMaintenanceNotice: true });
    await screen.findByRole('navigation', { name: 'Main' });
    // The notice would arrive a moment after the page (its code is lazy): give it that moment.
    await expect(screen.findByRole('dialog', {}, { timeout: 500 })).rejects.toThrow();
  });
});
