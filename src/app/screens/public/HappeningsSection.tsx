import { lazy, Suspense } from 'react';
import { Tab, TabList, TabPanel, Tabs } from '../../ui';
import { isHappeningsTab, type HappeningsTab } from './landing-sections';
import { ResourcesTab } from './ResourcesTab';
import './sections.css';

// The section opens on Resources; the other tabs are fetched when a visitor (or a slide's link) picks one.
const AnnouncementsTab = lazy(() => import('./AnnouncementsTab').then((module) => ({ default: module.AnnouncementsTab })));
const UsefulLinksTab = lazy(() => import('./UsefulLinksTab').then((module) => ({ default: module.UsefulLinksTab })));

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
          <Suspense fallback={null}>
            <AnnouncementsTab />
          </Suspense>
        </TabPanel>
        <TabPanel id="links">
          <Suspense fallback={null}>
            <UsefulLinksTab />
          </Suspense>
        </TabPanel>
        <TabPanel id="resources">
          <ResourcesTab />
        </TabPanel>
      </Tabs>
    </section>
  );
}
