import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { soaRowKey } from '../../../../../machines/soa-request.machine';
import type { SoaMode, SoaSearchRow } from '../../../../../machines/soa-request.types';
import { otherServicesQueryKey } from '../../../../api/queries/other-services';
import { messages } from '../../../../domain/messages';
import { Button, PageTitle, showToast } from '../../../ui';
import { useUserDetails } from '../../shell/user-details-context';
import { NonSoaSearchForm, SoaSearchForm } from './SoaCriteriaForm';
import { SoaResultsTable } from './SoaResultsTable';
import { useSoaActor, type SoaActors } from './use-soa-actor';
import '../../requisition-reports/requisition-reports.css';
import './soa.css';

export const SOA_TITLES: Record<SoaMode, string> = {
  soa: 'STATEMENT OF ACCOUNT',
  nonSoa: 'STATEMENT OF ACCOUNT (NON-REQUISITION)',
};

/**
 * /othersvc-sao and /othersvc-nonrqsoa (seed 002 §2.4, §2.5, §4, §7): search, tick, Send; then the listing. The
 * soa-request machine decides every step, the page in `mode`.
 */
export function SoaRequestPage({ mode, actors }: { mode: SoaMode; actors?: SoaActors }) {
  const loginId = useUserDetails().userDetails.user_id;
  const actor = useSoaActor(mode, loginId, actors);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const criteria = useSelector(actor, (snapshot) => snapshot.context.criteria);
  const results = useSelector(actor, (snapshot) => (snapshot.hasTag('results') || snapshot.matches('sending') ? snapshot.context.results : null));
  const outcome = useSelector(actor, (snapshot) => snapshot.context.outcome);
  const selected = useSelector(actor, (snapshot) => snapshot.context.selected);
  const isBusy = useSelector(actor, (snapshot) => snapshot.hasTag('busy'));
  const isSending = useSelector(actor, (snapshot) => snapshot.matches('sending'));
  const problem = useSelector(actor, (snapshot) => (snapshot.hasTag('error') ? snapshot.context.problem : null));
  const notice = useSelector(actor, (snapshot) => (snapshot.hasTag('sent') ? snapshot.context.notice : null));
  // The search form starts over from the machine's criteria when they are cleared (the SOA page after sending).
  const formKey = useSelector(actor, (snapshot) => JSON.stringify(snapshot.context.criteria));

  useEffect(() => {
    if (notice === null) return;
    showToast(notice, 'success');
    void queryClient.invalidateQueries({ queryKey: otherServicesQueryKey });
    void navigate({ to: '/othersvc-listing' });
  }, [notice]); // eslint-disable-line react-hooks/exhaustive-deps

  const keyOf = (row: SoaSearchRow) => soaRowKey(mode, row);
  const ticked = new Set(selected);
  const allState = results && results.length > 0 && ticked.size === results.length ? 'all' : ticked.size > 0 ? 'some' : 'none';

  return (
    <section className="soa-page" aria-labelledby="soa-page-title">
      <PageTitle id="soa-page-title">{SOA_TITLES[mode]}</PageTitle>
      {criteria.kind === 'soa' ? (
        <SoaSearchForm key={formKey} initial={criteria} isBusy={isBusy} onSearch={(next) => actor.send({ type: 'search.submit', criteria: next })} />
      ) : (
        <NonSoaSearchForm
          key={formKey}
          initial={criteria}
          isBusy={isBusy}
          onSearch={(next) => actor.send({ type: 'search.submit', criteria: next })}
        />
      )}
      {mode === 'nonSoa' && <p className="soa-page__note">{messages.landSoaSince}</p>}
      {problem && (
        <p role="alert" className="soa-page__problem">
          {problem}
        </p>
      )}
      {outcome && (
        <p role="status" className="soa-page__outcome">
          {outcome}
        </p>
      )}
      {results && results.length > 0 && (
        <>
          <div className="report-page__table">
            <SoaResultsTable
              mode={mode}
              rows={results}
              keyOf={keyOf}
              isTicked={(key) => ticked.has(key)}
              allState={allState}
              onTick={(key, isSelected) => actor.send({ type: 'row.toggle', key, selected: isSelected })}
              onToggleAll={() => actor.send({ type: 'rows.toggleAll' })}
            />
          </div>
          {mode === 'nonSoa' && <p className="soa-page__disclaimer">{messages.nonSoaDisclaimer}</p>}
          <div className="soa-page__actions">
            <Button isPending={isSending} onPress={() => actor.send({ type: 'results.send' })}>
              Send
            </Button>
          </div>
        </>
      )}
    </section>
  );
}
