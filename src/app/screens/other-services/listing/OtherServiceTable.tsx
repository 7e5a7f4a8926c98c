import type { OtherServiceItem } from '../../../../api/other-services';
import { messages } from '../../../../domain/messages';
import { Column, Table, TableBody, TableHeader } from '../../../ui';
import { OtherServiceRow } from './OtherServiceRow';

export interface OtherServiceTableProps {
  rows: readonly OtherServiceItem[];
  isLoading: boolean;
  isTicked: (row: OtherServiceItem) => boolean;
  onTick: (row: OtherServiceItem, selected: boolean) => void;
  onParcelInformation: (row: OtherServiceItem) => void;
}

/**
 * Seed 002 §2.2: the OTHER SVC LISTING's columns. Each row's reply machine enables its checkbox only once it can be
 * printed (Replied); a Parcel Land row's play icon opens its read-only information.
 */
export function OtherServiceTable({ rows, isLoading, isTicked, onTick, onParcelInformation }: OtherServiceTableProps) {
  return (
    <Table aria-label="Other service requests" className="othersvc-table">
      <TableHeader>
        <Column>
          <span className="ui-visually-hidden">Select to print</span>
        </Column>
        <Column isRowHeader>LF Control No</Column>
        <Column>Reference No.</Column>
        <Column>Submitted On</Column>
        <Column>Received On</Column>
        <Column>Property Type</Column>
        <Column>Service Type</Column>
        <Column>Status</Column>
      </TableHeader>
      <TableBody
        items={rows}
        dependencies={[isTicked, onTick, onParcelInformation]}
        renderEmptyState={() => (isLoading ? messages.pleaseWait : messages.noRecordsFound)}
      >
        {(row) => <OtherServiceRow row={row} isTicked={isTicked(row)} onTick={onTick} onParcelInformation={onParcelInformation} />}
      </TableBody>
    </Table>
  );
}
