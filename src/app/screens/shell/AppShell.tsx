import type { ReactNode } from 'react';
import { Footer } from '../common/Footer';
import { sessionStore } from '../../session/storage';
import { FirmHeader } from './FirmHeader';
import { LeftNav } from './LeftNav';
import { SessionGate } from './SessionGate';
import { TopMenu } from './TopMenu';
import { UserBar } from './UserBar';
import { LAST_UPDATED } from '../common/last-updated';

/** The authenticated shell: header with menus and user, left navigation, the page, the footer. */
export function AppShell({ children }: { children: ReactNode }) {
  return (
    <SessionGate>
      {(details, session) => (
        <div className="app-shell">
          <a className="skip-link" href="#main-content">Skip to content</a>
          <header className="shell-header">
            <FirmHeader accountName={details.accountDetails.accountName} />
            <TopMenu checklistOn={sessionStore.isLAActive()} />
            <UserBar details={details} onLogout={() => session.send({ type: 'session.logout' })} />
          </header>
          <div className="shell-body">
            <LeftNav />
            <main id="main-content" className="shell-main" tabIndex={-1}>
              {children}
            </main>
          </div>
          <Footer lastUpdated={LAST_UPDATED} />
        </div>
      )}
    </SessionGate>
  );
}
