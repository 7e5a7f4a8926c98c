import { useState } from 'react';
import { useUserDetails } from '../../shell/user-details-context';
import { AgencyStatusView } from './AgencyStatusView';
import { RequisitionList } from './RequisitionList';
import './status.css';

export interface RequisitionStatusTabProps {
  propertyId: number;
}

/** The due-diligence page's STATUS tab (seed 001 §2.5): the requisitions, and one requisition's agencies. */
export function RequisitionStatusTab({ propertyId }: RequisitionStatusTabProps) {
  const loginId = useUserDetails().userDetails.user_id;
  const [openLf, setOpenLf] = useState<string | null>(null);
  if (openLf) return <AgencyStatusView loginId={loginId} lfControlNo={openLf} onBack={() => setOpenLf(null)} />;
  return <RequisitionList propertyId={propertyId} onOpen={setOpenLf} />;
}
