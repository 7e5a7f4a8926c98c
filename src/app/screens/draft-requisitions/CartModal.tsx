import { useState } from 'react';
import type { DraftCartEvent, DraftRow } from '../../../../machines/draft-cart.machine';
import { DRAFT_MODAL_PAGE_SIZE } from '../../../domain/requisitions/control-numbers';
import { Button, Cell, Column, ListPager, Modal, Row, Table, TableBody, TableHeader } from '../../ui';

export const CART_TITLE = 'Draft Requisition Cart';

export interface CartModalProps {
  isOpen: boolean;
  cart: readonly DraftRow[];
  /** A submit or discard is running: nothing else can be pressed. */
  isBusy: boolean;
  send: (event: DraftCartEvent) => void;
}

/**
 * The submit / discard modal (seed 001 §2.8, §9: five drafts a page): each draft can be submitted, discarded or
 * taken out alone, or the whole cart submitted or discarded at once. The header's Close (also Escape and an
 * outside click) closes it, except while a call runs.
 */
export function CartModal({ isOpen, cart, isBusy, send }: CartModalProps) {
  const [page, setPage] = useState(1);
  const pageCount = Math.max(1, Math.ceil(cart.length / DRAFT_MODAL_PAGE_SIZE));
  const current = Math.min(page, pageCount);
  const rows = cart.slice((current - 1) * DRAFT_MODAL_PAGE_SIZE, current * DRAFT_MODAL_PAGE_SIZE);
  const footer = (
    <>
      <Button variant="danger" onPress={() => send({ type: 'cart.discard' })} isDisabled={isBusy}>
        Discard All
      </Button>
      <Button onPress={() => send({ type: 'cart.submit' })} isDisabled={isBusy}>
        Submit All
      </Button>
    </>
  );
  return (
    <Modal
      title={CART_TITLE}
      size="lg"
      isOpen={isOpen}
      isDismissable={!isBusy}
      onOpenChange={(open) => !open && send({ type: 'cart.close' })}
      footer={footer}
    >
      <div className="cart" aria-busy={isBusy}>
        <Table aria-label="Drafts in the cart" className="cart-table">
          <TableHeader>
            <Column isRowHeader>LF Control No.</Column>
            <Column>Reference No.</Column>
            <Column>Address</Column>
            <Column>Action</Column>
          </TableHeader>
          <TableBody items={rows} dependencies={[isBusy, send]}>
            {(row) => (
              <Row id={row.lfControlNumber}>
                <Cell>{row.lfControlNumber}</Cell>
                <Cell>{row.referenceNumber}</Cell>
                <Cell>{row.appAddress}</Cell>
                <Cell>
                  <div className="cart-table__actions">
                    <DraftAction
                      label="Submit"
                      row={row}
                      isBusy={isBusy}
                      onPress={() => send({ type: 'cart.submit', lfControlNo: row.lfControlNumber })}
                    />
                    <DraftAction
                      label="Discard"
                      row={row}
                      isBusy={isBusy}
                      onPress={() => send({ type: 'cart.discard', lfControlNo: row.lfControlNumber })}
                    />
                    <DraftAction
                      label="Remove"
                      row={row}
                      isBusy={isBusy}
                      onPress={() => send({ type: 'cart.remove', lfControlNo: row.lfControlNumber })}
                    />
                  </div>
                </Cell>
              </Row>
            )}
          </TableBody>
        </Table>
        <ListPager label="Cart pages" page={current} pageCount={pageCount} onPageChange={setPage} />
      </div>
    </Modal>
  );
}

function DraftAction({ label, row, isBusy, onPress }: { label: string; row: DraftRow; isBusy: boolean; onPress: () => void }) {
  return (
    <Button variant="link" aria-label={`${label} ${row.lfControlNumber}`} onPress={onPress} isDisabled={isBusy}>
      {label}
    </Button>
  );
}
