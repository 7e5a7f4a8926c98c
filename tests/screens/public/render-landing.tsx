import { render } from '@testing-library/react';
import { vi } from 'vitest';
import { LandingPage } from '../../../src/app/screens/public/LandingPage';
import { STORAGE_KEYS } from '../../../src/domain/session-keys';

/**
 * Renders the landing page with the maintenance notice already dismissed, unless a test wants it; it then opens
 * only if the test's clock is near maintenance.
 */
export function renderLanding(hash = '', options: { showMaintenanceNotice?: boolean } = {}) {
  if (!options.showMaintenanceNotice) localStorage.setItem(STORAGE_KEYS.hideMaintenanceNotice, 'true');
  const onLogin = vi.fn();
  const view = render(<LandingPage hash={hash} onLogin={onLogin} />);
  return { ...view, onLogin };
}
