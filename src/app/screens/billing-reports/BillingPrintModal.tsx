import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { billingPrintMachine } from '../../../../machines/billing-print.machine';
import { Button, Modal, Radio, RadioGroup } from '../../ui';

type BillingPrintActor = ActorRefFrom<typeof billingPrintMachine>;

/**
 * Print Billing Summary for the cart (seed 001 §2.9, §7 printMultipleBillingSummaries, §9 zip rule): the ticked
 * requisitions as one combined PDF, or a zip with one PDF per case.
 */
export function BillingPrintModal({ actor }: { actor: BillingPrintActor }) {
  const isOpen = useSelector(actor, (snapshot) => snapshot.hasTag('printModal'));
  const busy = useSelector(actor, (snapshot) => snapshot.hasTag('busy'));
  const failure = useSelector(actor, (snapshot) => (snapshot.hasTag('printModal') && snapshot.hasTag('error') ? snapshot.context.problem : null));
  const onePage = useSelector(actor, (snapshot) => snapshot.context.onePage);
  const count = useSelector(actor, (snapshot) => snapshot.context.selected.length);
  const cancel = () => actor.send({ type: 'print.cancel' });
  return (
    <Modal
      title="Print Billing Summary"
      isOpen={isOpen}
      isDismissable={!busy}
      onOpenChange={(open) => !open && !busy && cancel()}
      footer={
        <>
          <Button variant="secondary" isDisabled={busy} onPress={cancel}>
            Cancel
          </Button>
          <Button isPending={busy} onPress={() => actor.send({ type: 'print.submit' })}>
            Print
          </Button>
        </>
      }
    >
      <div className="billing-print">
        <p>{count === 1 ? '1 billing record is selected.' : `${count} billing records are selected.`}</p>
        {failure && (
          <p role="alert" className="billing-print__problem">
            {failure}
          </p>
        )}
        <RadioGroup
          label="Print as"
          value={onePage ? 'one' : 'zip'}
          isDisabled={busy}
          onChange={(value) => actor.send({ type: 'print.choose', onePage: value === 'one' })}
        >
          <Radio value="one">One PDF with every summary</Radio>
          <Radio value="zip">A zip with one PDF per case</Radio>
        </RadioGroup>
      </div>
    </Modal>
  );
}
