import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { dueDiligencesQueryOptions } from '../../../../api/queries/requisitions';
import { messages } from '../../../../domain/messages';
import { api } from '../../../api';
import { Button, Cell, Column, PlayIcon, Row, Table, TableBody, TableHeader } from '../../../ui';
import { liveStatusOptions } from './live-status';
import { requisitionRow } from './requisition-rows';
import { RequisitionStatusButton } from './RequisitionStatusButton';
import { StatusLoadFailed } from './StatusLoadFailed';
import { StatusToolbar } from './StatusToolbar';

export interface RequisitionListProps {
  propertyId: number;
  onOpen: (lfControlNo: string) => void;
}

/** The property's requisitions by LF control number; the play button opens one requisition's agencies. */
export function RequisitionList({ propertyId, onOpen }: RequisitionListProps) {
  const titleId = useId();
  const query = useQuery({ ...dueDiligencesQueryOptions(api, propertyId), ...liveStatusOptions, select: (records) => records.map(requisitionRow) });

  return (
    <section className="lr-status-view" aria-labelledby={titleId} aria-busy={query.isFetching}>
      <StatusToolbar titleId={titleId} title="Requisitions" onRefresh={() => void query.refetch()} />
      {query.isError ? (
        <StatusLoadFailed onRetry={() => void query.refetch()} />
      ) : (
        <div className="lr-status-table-wrap">
          <Table aria-label="Requisitions" className="lr-status-table">
            <TableHeader>
              <Column isRowHeader>LF Control No.</Column>
              <Column>Created On</Column>
              <Column>Submitted On</Column>
              <Column>Status</Column>
              <Column>Requested</Column>
              <Column>Received</Column>
              <Column>Action</Column>
            </TableHeader>
            <TableBody
              items={query.data ?? []}
              dependencies={[onOpen]}
              renderEmptyState={() => <p className="lr-status-empty">{query.isPending ? messages.pleaseWait : messages.noRequisitionsYet}</p>}
            >
              {(row) => (
                <Row id={row.lfControlNo}>
                  <Cell>{row.lfControlNo}</Cell>
                  <Cell>{row.createdOn}</Cell>
                  <Cell>{row.submittedOn}</Cell>
                  <Cell>
                    <RequisitionStatusButton row={row} />
                  </Cell>
                  <Cell>{row.requested}</Cell>
                  <Cell>{row.received}</Cell>
                  <Cell>
                    <Button variant="icon" aria-label={`Agency status of ${row.lfControlNo}`} onPress={() => onOpen(row.lfControlNo)}>
                      <PlayIcon />
                    </Button>
                  </Cell>
                </Row>
              )}
            </TableBody>
          </Table>
        </div>
      )}
    </section>
  );
}
