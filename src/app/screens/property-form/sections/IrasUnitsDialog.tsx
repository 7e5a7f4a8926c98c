import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import type { IrasEligibleUnit } from '../../../../api/property-lookups';
import { irasUnitsQueryOptions } from '../../../../api/queries/property-lookups';
import { messages } from '../../../../domain/messages';
import {
  IRAS_UNITS_PAGE_SIZE,
  irasUnitsEmptyText,
  pageCount,
  pageOf,
  sortByBlock,
  type IrasUnitsAnswer,
} from '../../../../domain/property/iras-units';
import { api } from '../../../api';
import { Button, Cell, Column, ListPager, Modal, Row, Table, TableBody, TableHeader } from '../../../ui';

export interface IrasUnitsDialogProps {
  postalCode: string;
  onClose: () => void;
  onChoose: (unit: IrasEligibleUnit) => void;
}

const COLUMNS = ['Block/House No.', 'Storey No.', 'Unit No.', 'Street Name', 'Postal Code', 'Property Tax Ref No.', 'Property Description'];

/** The units IRAS lists under a postal code (seed 000 §2 dialog, §9 page size and order); one can be chosen. */
export function IrasUnitsDialog({ postalCode, onClose, onChoose }: IrasUnitsDialogProps) {
  const query = useQuery(irasUnitsQueryOptions(api, postalCode));
  const units = useMemo(() => sortByBlock(query.data?.irasTaxibleResponseData ?? []), [query.data]);
  const [page, setPage] = useState(1);
  const answer: IrasUnitsAnswer = query.isPending
    ? { status: 'loading' }
    : query.isError
      ? { status: 'failed' }
      : { status: 'answered', returnCode: query.data.returnCode };
  const firstRow = (Math.min(page, pageCount(units.length)) - 1) * IRAS_UNITS_PAGE_SIZE;
  const rows = pageOf(units, page).map((unit, i) => ({ id: firstRow + i + 1, unit }));

  return (
    <Modal title={messages.irasEligibleUnitsTitle} isOpen onOpenChange={(open) => !open && onClose()} size="lg">
      <p className="pf-dialog-intro">Postal Code {postalCode}</p>
      <Table aria-label="IRAS eligible units">
        <TableHeader>
          {COLUMNS.map((name, i) => (
            <Column key={name} isRowHeader={i === 0}>
              {name}
            </Column>
          ))}
          <Column>Action</Column>
        </TableHeader>
        <TableBody items={rows} renderEmptyState={() => irasUnitsEmptyText(answer)}>
          {({ id, unit }) => (
            <Row id={id}>
              <Cell>{unit.blkHouseNo}</Cell>
              <Cell>{unit.storeyNo}</Cell>
              <Cell>{unit.unitNo}</Cell>
              <Cell>{unit.streetName}</Cell>
              <Cell>{unit.postalCode}</Cell>
              <Cell>{unit.pptyTaxRefNo}</Cell>
              <Cell>{unit.pptyDescription}</Cell>
              <Cell>
                <Button variant="link" aria-label={`Choose unit in row ${id}`} onPress={() => onChoose(unit)}>
                  Choose
                </Button>
              </Cell>
            </Row>
          )}
        </TableBody>
      </Table>
      <ListPager label="IRAS eligible units pages" page={page} pageCount={pageCount(units.length)} onPageChange={setPage} />
    </Modal>
  );
}
