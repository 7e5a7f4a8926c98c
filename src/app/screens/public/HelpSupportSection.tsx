import { Tab, TabList, TabPanel, Tabs } from '../../ui';
import { EGuidesTab } from './EGuidesTab';
import { FaqTab } from './FaqTab';
import { FeesAndChargesTab } from './FeesAndChargesTab';
import { isHelpTab, type HelpTab } from './landing-sections';

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
          <EGuidesTab />
        </TabPanel>
        <TabPanel id="fees">
          <FeesAndChargesTab />
        </TabPanel>
      </Tabs>
    </section>
  );
}
