import { useQuery } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import type { Property } from '../../../api/property-form';
import { caseHistoryQueryOptions } from '../../../api/queries/history';
import { CASE_HISTORY_GROUPS } from '../../../domain/history/event-kinds';
import { messages } from '../../../domain/messages';
import { api } from '../../api';
import { Link, PageTitle } from '../../ui';
import { useCaseProperty } from '../common/use-case-property';
import { GroupFilter } from './GroupFilter';
import { caseHistoryRequest, changeHistoryListing, initialHistoryListing, type HistoryListingChange } from './history-listing';
import { HistoryEvents } from './HistoryEvents';
import '../property-listing/property-listing.css';
import './history.css';

/**
 * /property-history/{id} (issue 20 "History"): every write made to the case, newest first, who made it, what it
 * changed and a link to the page that shows it; filtered by kind and paged on the server. Each event keeps the
 * case's stage after it, which the workflow diagram's view of the case reads.
 */
export function CaseHistoryPage({ id }: { id: number }) {
  const property = useCaseProperty(id).data;
  return (
    <section className="listing-page history-page" aria-labelledby="case-history-title">
      <header className="history-page__header">
        {property && <p className="history-page__case">{caseHeading(property)}</p>}
        <PageTitle
          id="case-history-title"
          actions={
            <Link href={`/machines?case=${id}`} className="history-page__replay">
              {messages.caseDiagramLink}
            </Link>
          }
        >
          {messages.caseHistoryTitle}
        </PageTitle>
      </header>
      <CaseHistoryEvents id={id} />
    </section>
  );
}

function caseHeading(property: Pick<Property, 'propertyRefNo' | 'lawfirmRefNo' | 'propAddress'>): string {
  return [property.propertyRefNo, property.lawfirmRefNo.trim(), property.propAddress.trim()].filter(Boolean).join(' · ');
}

function CaseHistoryEvents({ id }: { id: number }) {
  const [listing, setListing] = useState(initialHistoryListing);
  const change = useCallback((next: HistoryListingChange) => setListing((current) => changeHistoryListing(current, next)), []);
  const query = useQuery(caseHistoryQueryOptions(api, caseHistoryRequest(id, listing)));
  return (
    <div className="listing-main">
      <div className="history-page__filters">
        <GroupFilter groups={CASE_HISTORY_GROUPS} value={listing.group} onChange={(group) => change({ type: 'group', group })} />
      </div>
      <HistoryEvents label="Case history" query={query} listing={listing} onChange={change} emptyText={messages.caseHistoryEmpty} />
    </div>
  );
}
