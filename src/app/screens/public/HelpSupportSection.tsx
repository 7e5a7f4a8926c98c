import { lazy, Suspense } from 'react';
import { Tab, TabList, TabPanel, Tabs } from '../../ui';
import { FaqTab } from './FaqTab';
import { isHelpTab, type HelpTab } from './landing-sections';
import './sections.css';

// The section opens on FAQ; the other two tabs hold tables (React Aria's grid and its collections), fetched when
// a visitor picks one.
const EGuidesTab = lazy(() => import('./EGuidesTab').then((module) => ({ default: module.EGuidesTab })));
const FeesAndChargesTab = lazy(() =>
  import('./FeesAndChargesTab').then((module) => ({ default: module.FeesAndChargesTab })),
);

export interface HelpSupportSectionProps {
  /** Leave both out to let the tabs manage themselves (FAQ first). */
  selectedTab?: HelpTab;
  onTabChange?: (tab: HelpTab) => void;
}

export function HelpSupportSection({ selectedTab, onTabChange }: HelpSupportSectionProps) {
  return (
    <section className="landing-section" aria-labelledby="helpsupport-header">
      <h2 id="helpsupport-header" className="landing-section__title" tabIndex={-1}>
        Help &amp; Support
      </h2>
      <p className="landing-section__lead">
        Answers to common questions, user guides to download, and what the service costs.
      </p>
      <Tabs
        selectedKey={selectedTab}
        defaultSelectedKey="faq"
        onSelectionChange={(key) => {
          if (isHelpTab(key)) onTabChange?.(key);
        }}
      >
        <TabList aria-label="Help and support topics">
          <Tab id="faq">FAQ</Tab>
          <Tab id="eguides">eGuides</Tab>
          <Tab id="fees">Fees and Charges</Tab>
        </TabList>
        <TabPanel id="faq">
          <FaqTab />
        </TabPanel>
        <TabPanel id="eguides">
          <Suspense fallback={null}>
            <EGuidesTab />
          </Suspense>
        </TabPanel>
        <TabPanel id="fees">
          <Suspense fallback={null}>
            <FeesAndChargesTab />
          </Suspense>
        </TabPanel>
      </Tabs>
    </section>
  );
}
