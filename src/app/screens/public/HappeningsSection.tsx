import { Tab, TabList, TabPanel, Tabs } from '../../ui';
import { AnnouncementsTab } from './AnnouncementsTab';
import { isHappeningsTab, type HappeningsTab } from './landing-sections';
import { ResourcesTab } from './ResourcesTab';
import { UsefulLinksTab } from './UsefulLinksTab';

export interface HappeningsSectionProps {
  /** Leave both out to let the tabs manage themselves (Resources first, as the seed asks). */
  selectedTab?: HappeningsTab;
  onTabChange?: (tab: HappeningsTab) => void;
}

export function HappeningsSection({ selectedTab, onTabChange }: HappeningsSectionProps) {
  return (
    <section className="landing-section" aria-labelledby="happenings-header">
      <h2 id="happenings-header" className="landing-section__title" tabIndex={-1}>
        Happenings
      </h2>
      <p className="landing-section__lead">News about the service, links to the agencies, and notes for practitioners.</p>
      <Tabs
        selectedKey={selectedTab}
        defaultSelectedKey="resources"
        onSelectionChange={(key) => {
          if (isHappeningsTab(key)) onTabChange?.(key);
        }}
      >
        <TabList aria-label="Happenings">
          <Tab id="announcements">Announcements</Tab>
          <Tab id="links">Useful Links</Tab>
          <Tab id="resources">Resources</Tab>
        </TabList>
        <TabPanel id="announcements">
          <AnnouncementsTab />
        </TabPanel>
        <TabPanel id="links">
          <UsefulLinksTab />
        </TabPanel>
        <TabPanel id="resources">
          <ResourcesTab />
        </TabPanel>
      </Tabs>
    </section>
  );
}
