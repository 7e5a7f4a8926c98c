import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import type { Key } from 'react-aria-components';
import type { Property } from '../../../api/property-form';
import { requisitionsQueryRoot } from '../../../api/queries/requisitions';
import { PageTitle, Tab, TabList, TabPanel, Tabs } from '../../ui';
import { useCaseProperty } from '../common/use-case-property';
import { DUE_DILIGENCE_KIND, DueDiligenceHeader } from './DueDiligenceHeader';
import { PageEntryAlerts } from './PageEntryAlerts';
import { RequisitionPanel } from './RequisitionPanel';
import { RequisitionStatusTab } from './status/RequisitionStatusTab';
import { usePageEntry } from './use-page-entry';
import './due-diligence.css';

export const REQUISITION_TAB = 'LEGAL REQUISITION';
export const STATUS_TAB = 'STATUS';

type TabKey = 'requisition' | 'status';

/** /property-duediligence/{id} (seed 001 §2.5): the property's legal requisitions, raised and followed. */
export function DueDiligencePage({ id }: { id: number }) {
  const query = useCaseProperty(id);
  if (!query.data) {
    return (
      <section className="dd-page" aria-labelledby="dd-page-title" aria-busy="true">
        <PageTitle id="dd-page-title">{DUE_DILIGENCE_KIND}</PageTitle>
      </section>
    );
  }
  return <DueDiligenceWorkspace property={query.data} />;
}

function DueDiligenceWorkspace({ property }: { property: Property }) {
  const entry = usePageEntry(property);
  const queryClient = useQueryClient();
  const [tab, setTab] = useState<TabKey>('requisition');
  // Each requisition runs its own machine: a new round starts a fresh one once the last is submitted or drafted.
  const [round, setRound] = useState(0);

  const finished = useCallback(() => {
    setTab('status');
    setRound((value) => value + 1);
    void queryClient.invalidateQueries({ queryKey: requisitionsQueryRoot });
  }, [queryClient]);
  const showStatus = useCallback(() => setTab('status'), []);

  return (
    <section className="dd-page" aria-labelledby="dd-page-title">
      <DueDiligenceHeader property={property} />
      <Tabs selectedKey={tab} onSelectionChange={(key: Key) => setTab(key === 'status' ? 'status' : 'requisition')}>
        <TabList aria-label="Due diligence">
          <Tab id="requisition">{REQUISITION_TAB}</Tab>
          <Tab id="status">{STATUS_TAB}</Tab>
        </TabList>
        {/* Kept mounted: a look at STATUS (the duplicate warning points there) must not lose the choices. */}
        <TabPanel id="requisition" shouldForceMount>
          <RequisitionPanel key={round} property={property} isNextHidden={entry.isNextHidden} onFinished={finished} onShowStatus={showStatus} />
        </TabPanel>
        <TabPanel id="status">
          <RequisitionStatusTab propertyId={property.id} />
        </TabPanel>
      </Tabs>
      <PageEntryAlerts propertyId={property.id} entry={entry} />
    </section>
  );
}
