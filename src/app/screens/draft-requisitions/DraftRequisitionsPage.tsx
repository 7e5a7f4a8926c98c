import type { DraftCartEvent } from '../../../../machines/draft-cart.machine';
import { messages } from '../../../domain/messages';
import { AlertDialog, Button, PageTitle, Pagination } from '../../ui';
import { usePagedRows } from '../requisition-reports/paged-rows';
import { PropertyNotRaisedDialog } from '../requisition-reports/PropertyNotRaisedDialog';
import { RequisitionTable } from '../requisition-reports/RequisitionTable';
import { useOpenProperty } from '../requisition-reports/use-open-property';
import { useUserDetails } from '../shell/user-details-context';
import { CartButton } from './CartButton';
import { CartModal } from './CartModal';
import { selectionEvents } from './draft-selection';
import { useDraftCartActor } from './use-draft-cart-actor';
import '../requisition-reports/requisition-reports.css';
import './draft-requisitions.css';

export const DRAFTS_TITLE = 'DRAFT REQUISITION';

/**
 * /draftedRequisition-reports (seed 001 §2.8, §4 "Draft cart"): every drafted requisition of the firm; ticked
 * drafts go into the cart, whose modal submits or discards them one by one or all at once (a discard asks first).
 */
export function DraftRequisitionsPage() {
  const loginId = useUserDetails().userDetails.user_id;
  const { actorRef, state } = useDraftCartActor(loginId);
  const { drafts, cart } = state.context;
  const { pageRows, paging } = usePagedRows(drafts);
  const property = useOpenProperty();
  const busy = state.hasTag('busy');
  const send = (event: DraftCartEvent) => actorRef.send(event);

  return (
    <section className="report-page" aria-labelledby="draft-requisition-title">
      <PageTitle
        id="draft-requisition-title"
        actions={<CartButton count={cart.length} isDisabled={!state.matches('listing')} onPress={() => send({ type: 'cart.open' })} />}
      >
        {DRAFTS_TITLE}
      </PageTitle>
      {state.hasTag('error') && (
        <div role="alert" className="report-page__error">
          <p>{messages.reportListingFailed}</p>
          <Button variant="secondary" onPress={() => send({ type: 'drafts.reload' })}>
            Try again
          </Button>
        </div>
      )}
      <div className="report-page__table" aria-busy={busy}>
        <RequisitionTable
          label="Draft requisitions"
          rows={pageRows}
          isLoading={state.matches('loading') && drafts.length === 0}
          isFailed={state.hasTag('error')}
          onOpenProperty={property.open}
          selection={{
            selectedKeys: new Set(cart.map((row) => row.lfControlNumber)),
            onSelectionChange: (keys) => selectionEvents(keys, pageRows, cart).forEach(send),
          }}
        />
      </div>
      <Pagination label="Draft requisition pages" {...paging} />
      <CartModal isOpen={state.hasTag('cart')} cart={cart} isBusy={busy} send={send} />
      <AlertDialog
        title={messages.discardDraftTitle}
        tone="warning"
        isOpen={state.hasTag('confirming')}
        primaryLabel="Discard"
        onPrimary={() => send({ type: 'discard.confirm' })}
        secondaryLabel="Cancel"
        onSecondary={() => send({ type: 'discard.cancel' })}
      >
        <p>{messages.confirmDiscardDrafts(state.context.acting)}</p>
      </AlertDialog>
      <AlertDialog title={messages.emptyDraftCart} tone="warning" isOpen={state.hasTag('alert')} onPrimary={() => send({ type: 'alert.dismiss' })}>
        {null}
      </AlertDialog>
      <PropertyNotRaisedDialog lfControlNumber={property.notRaised} onClose={property.dismiss} />
    </section>
  );
}
