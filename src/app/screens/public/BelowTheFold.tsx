import { useEffect } from 'react';
import { ContactUsSection } from './ContactUsSection';
import { HappeningsSection } from './HappeningsSection';
import { HelpSupportSection } from './HelpSupportSection';
import type { HappeningsTab, HelpTab } from './landing-sections';

export interface BelowTheFoldProps {
  helpTab: HelpTab;
  onHelpTabChange: (tab: HelpTab) => void;
  happeningsTab: HappeningsTab;
  onHappeningsTabChange: (tab: HappeningsTab) => void;
  /** Called once the sections are on the page: their headings can now be scrolled to and focused. */
  onShown: () => void;
}

/** The landing page's sections after Home, one chunk that DeferredSections fetches when they are wanted. */
export function BelowTheFold({ helpTab, onHelpTabChange, happeningsTab, onHappeningsTabChange, onShown }: BelowTheFoldProps) {
  useEffect(() => onShown(), [onShown]);
  return (
    <>
      <HelpSupportSection selectedTab={helpTab} onTabChange={onHelpTabChange} />
      <HappeningsSection selectedTab={happeningsTab} onTabChange={onHappeningsTabChange} />
      <ContactUsSection />
    </>
  );
}
