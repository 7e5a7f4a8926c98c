import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { Property } from '../../../api/property-form';
import { ensureChecklistQueryOptions, invalidateCasesAfterNewChecklist } from '../../../api/queries/properties';
import { checklistEligibility } from '../../../domain/checklist/definitions';
import { messages } from '../../../domain/messages';
import { api } from '../../api';
import { PageTitle } from '../../ui';
import { CaseLifecycleScope, useCaseAllows, useCaseProgressSettled } from '../case-progress/case-lifecycle-scope';
import { useCaseProperty } from '../common/use-case-property';
import { useUserDetails } from '../shell/user-details-context';
import { CHECKLIST_TITLE } from './checklist-paths';
import { ChecklistFrame } from './ChecklistFrame';
import { ChecklistTypePrompt } from './ChecklistTypePrompt';
import './checklist.css';

const TITLE_ID = 'property-checklist-title';

/** The case the checklist is of: 'PCN-2026-000101 (Sale)', or the control number alone while it has no type. */
export function checklistHeading(property: Pick<Property, 'propertyRefNo' | 'transactionTypeName'>): string {
  const type = property.transactionTypeName?.trim();
  return type ? `${property.propertyRefNo} (${type})` : property.propertyRefNo;
}

export interface PropertyChecklistPageProps {
  id: number;
  /** The route's {direct} is 'true': the checklist can be ticked; otherwise it is read-only. */
  direct: boolean;
}

/**
 * /property-checklist/{id}/{direct} (seed 001 §2.6, §5 "Checklist"): 'Checklist & Templates' headed by the case's
 * control number and transaction type, with the case's checklist in its frame; without a transaction type, the
 * prompt to add one, set right here when the page is editable (under the seed's checklist-save rules); for Mortgage
 * and Others, the not-eligible message. A locked case's checklist is read-only, with a note saying why.
 */
export function PropertyChecklistPage({ id, direct }: PropertyChecklistPageProps) {
  const query = useCaseProperty(id);
  const property = query.data;
  const settled = useCaseProgressSettled(id);
  return (
    <section className="checklist-page" aria-labelledby={TITLE_ID} aria-busy={property && settled ? undefined : true}>
      <PageTitle id={TITLE_ID} description={property ? <span className="checklist-page__case">{checklistHeading(property)}</span> : undefined}>
        {CHECKLIST_TITLE}
      </PageTitle>
      {property && (
        <CaseLifecycleScope propertyId={property.id}>
          <CaseChecklist property={property} direct={direct} />
        </CaseLifecycleScope>
      )}
    </section>
  );
}

function CaseChecklist({ property, direct }: { property: Property; direct: boolean }) {
  const eligibility = checklistEligibility(property.transactionTypeName);
  // A closed (locked) case is read-only, whichever way it was opened: the case's machine says so.
  const { edit } = useCaseAllows();
  if (eligibility === 'missing') return <ChecklistTypePrompt property={property} editable={direct && edit} />;
  if (eligibility === 'notEligible') {
    return (
      <p role="status" className="checklist-page__notice">
        {property.transactionTypeName} is {messages.checklistNotEligible}.
      </p>
    );
  }
  return <EligibleChecklist property={property} direct={direct} editAllowed={edit} />;
}

function EligibleChecklist({ property, direct, editAllowed }: { property: Property; direct: boolean; editAllowed: boolean }) {
  const loginId = useUserDetails().userDetails.user_id;
  const queryClient = useQueryClient();
  const ensured = useQuery(ensureChecklistQueryOptions(api, loginId, property.id));
  const checkListId = ensured.data;
  // The case has just been given its first checklist id: the listings and the case show it from now on.
  const isNewChecklist = checkListId !== undefined && checkListId !== property.checkListId;
  useEffect(() => {
    if (isNewChecklist) void invalidateCasesAfterNewChecklist(queryClient);
  }, [isNewChecklist, queryClient]);
  const editable = direct && editAllowed;
  if (ensured.isError) {
    return (
      <p role="alert" className="checklist-view__error">
        {messages.checklistLoadFailed} {ensured.error.message}
      </p>
    );
  }
  if (!checkListId) return <p className="checklist-frame checklist-frame--message">{messages.pleaseWait}</p>;
  return (
    <>
      {!editable && (
        <p role="note" className="checklist-page__notice">
          {direct ? messages.checklistLocked : messages.checklistReadOnly}
        </p>
      )}
      <ChecklistFrame checkListId={checkListId} direct={editable} title={`Checklist for ${property.propertyRefNo}`} />
    </>
  );
}
