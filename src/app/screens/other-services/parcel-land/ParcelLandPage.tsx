import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { useEffect } from 'react';
import type { Key } from 'react-aria-components';
import { otherServicesQueryKey } from '../../../../api/queries/other-services';
import { PageTitle, showToast, Tab, TabList, TabPanel, Tabs } from '../../../ui';
import { useUserDetails } from '../../shell/user-details-context';
import { ApplicationTab } from './ApplicationTab';
import { ParcelBillingTab } from './ParcelBillingTab';
import { useParcelLandActor, type SendParcelLandLogic } from './use-parcel-land-actor';
import '../../billing-reports/billing-reports.css';
import './parcel-land.css';

export const PARCEL_LAND_TITLE = 'PARCEL LAND INFORMATION REQUEST';

/**
 * /othersvc-lrparcelland (seed 002 §2.3): a land-registry parcel land information request to IRAS, APPLICATION
 * then BILLING. The parcel-land-request machine decides every step; clicking a tab is Next or Cancel on BILLING.
 */
export function ParcelLandPage({ sendParcelLand }: { sendParcelLand?: SendParcelLandLogic }) {
  const loginId = useUserDetails().userDetails.user_id;
  const actor = useParcelLandActor(loginId, sendParcelLand);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const tab = useSelector(actor, (snapshot) => (snapshot.hasTag('application') ? 'application' : 'billing'));
  const finished = useSelector(actor, (snapshot) =>
    snapshot.status === 'done' ? { sent: snapshot.hasTag('sent'), notice: snapshot.context.notice } : null,
  );

  useEffect(() => {
    if (!finished) return;
    if (finished.sent && finished.notice) showToast(finished.notice, 'success');
    // The new request shows on the listing as Processing.
    if (finished.sent) void queryClient.invalidateQueries({ queryKey: otherServicesQueryKey });
    void navigate({ to: '/othersvc-listing' });
  }, [finished?.sent, finished?.notice]); // eslint-disable-line react-hooks/exhaustive-deps

  const chooseTab = (key: Key) => {
    if (key === 'billing') actor.send({ type: 'application.next' });
    else actor.send({ type: 'billing.back' });
  };

  return (
    <section className="parcel-page" aria-labelledby="parcel-land-title">
      <PageTitle id="parcel-land-title">{PARCEL_LAND_TITLE}</PageTitle>
      <p className="parcel-page__to">To: Inland Revenue Authority of Singapore (IRAS)</p>
      <Tabs selectedKey={tab} onSelectionChange={chooseTab}>
        <TabList aria-label="Parcel land request">
          <Tab id="application">APPLICATION</Tab>
          <Tab id="billing">BILLING</Tab>
        </TabList>
        <TabPanel id="application">
          <ApplicationTab actor={actor} />
        </TabPanel>
        <TabPanel id="billing">
          <ParcelBillingTab actor={actor} />
        </TabPanel>
      </Tabs>
    </section>
  );
}
