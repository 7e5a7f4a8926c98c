import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '../../../src/domain/session-keys';
import { renderLanding } from './render-landing';

describe('maintenance notice', () => {
  it('shows on load until dismissed; without the tick it shows again next time', async () => {
    const user = userEvent.setup();
    const first = renderLanding('', { showMaintenanceNotice: true });
    expect(screen.getByRole('dialog', { name: 'Scheduled maintenance' })).toBeInTheDocument();
    await user.click(screen.getAllByRole('button', { name: 'Close' }).at(-1)!);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(localStorage.getItem(STORAGE_KEYS.hideMaintenanceNotice)).toBeNull();
    first.unmount();

    renderLanding('', { showMaintenanceNotice: true });
    expect(screen.getByRole('dialog', { name: 'Scheduled maintenance' })).toBeInTheDocument();
  });

  it("'Do not show this again' is remembered", async () => {
    const user = userEvent.setup();
    const first = renderLanding('', { showMaintenanceNotice: true });
    await user.click(screen.getByRole('checkbox', { name: 'Do not show this again' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(localStorage.getItem(STORAGE_KEYS.hideMaintenanceNotice)).toBe('true');
    first.unmount();

    renderLanding('', { showMaintenanceNotice: true });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
