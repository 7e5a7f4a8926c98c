import { lazy, Suspense, useState } from 'react';
import { LAST_UPDATED } from '../common/last-updated';
import { MaintenanceNoticeModal } from '../common/MaintenanceNoticeModal';
import { PrivacyStatementModal } from '../common/PrivacyStatementModal';
import { TermsOfServiceModal } from '../common/TermsOfServiceModal';
import { useMaintenanceNotice } from '../common/useMaintenanceNotice';
import { DeferredSections } from './DeferredSections';
import { HomeSection } from './HomeSection';
import './public.css';
import { TopMenu } from './TopMenu';
import { useDeferredSections } from './use-deferred-sections';
import { useLandingNavigation } from './useLandingNavigation';

export interface LandingPageProps {
  onLogin: () => void;
  /** location.hash: '#helpsupport-header' and the like select a section; anything else selects Home. */
  hash: string;
}

type OpenPolicy = 'terms' | 'privacy' | null;

// The footer ends the page, below the sections that load on demand, so it arrives with them.
const Footer = lazy(() => import('../common/Footer').then((module) => ({ default: module.Footer })));

export function LandingPage({ onLogin, hash }: LandingPageProps) {
  const later = useDeferredSections();
  const navigation = useLandingNavigation(hash, later);
  const maintenanceNotice = useMaintenanceNotice();
  const [openPolicy, setOpenPolicy] = useState<OpenPolicy>(null);
  const closePolicy = () => setOpenPolicy(null);

  return (
    <div className="landing">
      <TopMenu
        current={navigation.current}
        onNavigate={navigation.goTo}
        onLogin={onLogin}
        onOpenTerms={() => setOpenPolicy('terms')}
        onOpenPrivacy={() => setOpenPolicy('privacy')}
      />
      <main className="landing-main">
        <HomeSection onNavigate={navigation.goTo} />
        <DeferredSections
          isWanted={later.isWanted}
          onWanted={later.want}
          onShown={later.markShown}
          helpTab={navigation.helpTab}
          onHelpTabChange={navigation.setHelpTab}
          happeningsTab={navigation.happeningsTab}
          onHappeningsTabChange={navigation.setHappeningsTab}
        />
      </main>
      {later.isWanted && (
        <Suspense fallback={null}>
          <Footer lastUpdated={LAST_UPDATED} />
        </Suspense>
      )}
      <TermsOfServiceModal isOpen={openPolicy === 'terms'} onClose={closePolicy} />
      <PrivacyStatementModal isOpen={openPolicy === 'privacy'} onClose={closePolicy} />
      <MaintenanceNoticeModal isOpen={maintenanceNotice.isOpen} onClose={maintenanceNotice.close} />
    </div>
  );
}
