import { useState } from 'react';
import { Footer } from '../common/Footer';
import { MaintenanceNoticeModal } from '../common/MaintenanceNoticeModal';
import { PrivacyStatementModal } from '../common/PrivacyStatementModal';
import { TermsOfServiceModal } from '../common/TermsOfServiceModal';
import { useMaintenanceNotice } from '../common/useMaintenanceNotice';
import { ContactUsSection } from './ContactUsSection';
import { HappeningsSection } from './HappeningsSection';
import { HelpSupportSection } from './HelpSupportSection';
import { HomeSection } from './HomeSection';
import { LAST_UPDATED } from '../common/last-updated';
import './public.css';
import { TopMenu } from './TopMenu';
import { useLandingNavigation } from './useLandingNavigation';

export interface LandingPageProps {
  onLogin: () => void;
  /** location.hash: '#helpsupport-header' and the like select a section; anything else selects Home. */
  hash: string;
}

type OpenPolicy = 'terms' | 'privacy' | null;

export function LandingPage({ onLogin, hash }: LandingPageProps) {
  const navigation = useLandingNavigation(hash);
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
        <HelpSupportSection selectedTab={navigation.helpTab} onTabChange={navigation.setHelpTab} />
        <HappeningsSection selectedTab={navigation.happeningsTab} onTabChange={navigation.setHappeningsTab} />
        <ContactUsSection />
      </main>
      <Footer lastUpdated={LAST_UPDATED} />
      <TermsOfServiceModal isOpen={openPolicy === 'terms'} onClose={closePolicy} />
      <PrivacyStatementModal isOpen={openPolicy === 'privacy'} onClose={closePolicy} />
      <MaintenanceNoticeModal isOpen={maintenanceNotice.isOpen} onClose={maintenanceNotice.close} />
    </div>
  );
}
