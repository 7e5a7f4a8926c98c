import { useRouterState } from '@tanstack/react-router';
import { useDeferredValue, type ReactNode } from 'react';
import { sessionStore } from '../../session/storage';
import { CaseLifecycleScope } from '../case-progress/case-lifecycle-scope';
import { Footer } from '../common/Footer';
import { LAST_UPDATED } from '../common/last-updated';
import { CasePresence } from '../presence';
import { DisclaimerGate } from './DisclaimerGate';
import { FirmHeader } from './FirmHeader';
import { LeftNav } from './LeftNav';
import { propertyIdIn } from './navigation';
import { SessionGate } from './SessionGate';
import { isSetupPath } from './setup-paths';
import { SetupShell } from './SetupShell';
import { TopMenu } from './TopMenu';
import { UserBar } from './UserBar';

/**
 * The authenticated shell: header with menus and user, left navigation, the page, the footer. The one-time
 * set-up pages get the set-up chrome instead (see setup-paths.ts). Until the disclaimer is accepted only the
 * header shows, under the Disclaimer dialog (DisclaimerGate).
 */
export function AppShell({ children }: { children: ReactNode }) {
  // Only the yes/no answer is subscribed to: re-rendering the shell on every navigation would re-run the
  // session gate's <Navigate> (new props each render) and loop.
  const setUp = useRouterState({ select: (state) => isSetupPath(state.location.pathname) });
  // A case's pages share one lifecycle actor: its left navigation and the page ask the same machine. Read from the
  // matches rendered, not the location being loaded: the scope must change in the same render as the page.
  const caseId = useRouterState({ select: (state) => propertyIdIn(state.matches.at(-1)?.pathname ?? '') });
  // On the first mount the header paints at once and the rest (navigation, page, footer) follows in React's
  // interruptible passes: built in one go it held a phone's main thread for a third of a second. The footer
  // waits with it, so nothing on screen moves when the body arrives.
  const bodyShown = useDeferredValue(true, false);
  if (setUp) return <SetupShell>{children}</SetupShell>;
  return (
    <SessionGate>
      {(details) => (
        <div className="app-shell">
          <a className="skip-link" href="#main-content">
            Skip to content
          </a>
          <header className="shell-header">
            <FirmHeader accountName={details.accountDetails.accountName} />
            {/* In reading order: the header's first row (firm, user), then the menu on its own row (app.css). */}
            <UserBar details={details} />
            <TopMenu checklistOn={sessionStore.isLAActive()} />
          </header>
          {bodyShown && (
            <DisclaimerGate details={details}>
              <CaseScope caseId={caseId}>
                <div className="shell-body">
                  <LeftNav />
                  <main id="main-content" className="shell-main" tabIndex={-1}>
                    {children}
                  </main>
                </div>
              </CaseScope>
            </DisclaimerGate>
          )}
          {bodyShown && <Footer lastUpdated={LAST_UPDATED} />}
        </div>
      )}
    </SessionGate>
  );
}

/** The case's lifecycle scope around a case's pages, with who else is on the case above them; other pages have none. */
function CaseScope({ caseId, children }: { caseId: string | null; children: ReactNode }) {
  return caseId ? (
    <CaseLifecycleScope propertyId={Number(caseId)}>
      <CasePresence propertyId={Number(caseId)} />
      {children}
    </CaseLifecycleScope>
  ) : (
    children
  );
}
