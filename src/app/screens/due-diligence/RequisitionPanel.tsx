import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { RequisitionOutput } from '../../../../machines/requisition.machine';
import type { Property } from '../../../api/property-form';
import { chargeDetailsQueryOptions } from '../../../api/queries/requisitions';
import { messages } from '../../../domain/messages';
import { chargeLineOfDetail } from '../../../domain/requisitions/charge-details';
import { api } from '../../api';
import { useUserDetails } from '../shell/user-details-context';
import { RequisitionTab } from './requisition/RequisitionTab';

export interface RequisitionPanelProps {
  property: Property;
  isNextHidden: boolean;
  onFinished: (output: RequisitionOutput) => void;
  onShowStatus: () => void;
}

/** The LEGAL REQUISITION tab once the property's agency fees are in (GET /get-charge-details/{id}). */
export function RequisitionPanel({ property, ...rest }: RequisitionPanelProps) {
  const loginId = useUserDetails().userDetails.user_id;
  const charges = useQuery(chargeDetailsQueryOptions(api, property.id));
  const lines = useMemo(() => charges.data?.map(chargeLineOfDetail), [charges.data]);
  if (charges.isError) {
    return (
      <p className="dd-failure" role="alert">
        {messages.agencyFeesLoadFailed}
      </p>
    );
  }
  if (!lines) return <p className="dd-loading">Loading the agency fees…</p>;
  return <RequisitionTab property={property} lines={lines} loginId={loginId} {...rest} />;
}
