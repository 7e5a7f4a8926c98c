import type { ReactNode } from 'react';
import { Footer } from '../common/Footer';
import { LAST_UPDATED } from '../common/last-updated';
import { FirmHeader } from './FirmHeader';
import { LogoutButton } from './LogoutButton';
import { SessionGate } from './SessionGate';

/** One-time set-up pages after login: signed in, but no navigation until the set-up is done. */
export function SetupShell({ children }: { children: ReactNode }) {
  return (
    <SessionGate>
      {(details) => (
        <div className="app-shell setup-shell">
          <header className="shell-header">
            <FirmHeader accountName={details.accountDetails.accountName} />
            <div className="user-bar">
              <span className="user-name">{details.userDetails.userName}</span>
              <LogoutButton />
            </div>
          </header>
          <main id="main-content" className="shell-main setup-main" tabIndex={-1}>
            {children}
          </main>
          <Footer lastUpdated={LAST_UPDATED} />
        </div>
      )}
    </SessionGate>
  );
}
