import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { parcelLandRequestMachine } from '../../../../../machines/parcel-land-request.machine';
import { otherServiceTotals, PARCEL_LAND_LINES } from '../../../../domain/other-services/parcel-land-fee';
import { formatCents } from '../../../../domain/requisitions/money';
import { Button } from '../../../ui';

type ParcelLandActor = ActorRefFrom<typeof parcelLandRequestMachine>;

const totals = otherServiceTotals(PARCEL_LAND_LINES);

/** BILLING (seed 002 §2.3, §9): the IRAS line and the transaction fee with their GST and the totals; Send, Cancel. */
export function ParcelBillingTab({ actor }: { actor: ParcelLandActor }) {
  const isBusy = useSelector(actor, (snapshot) => snapshot.hasTag('busy'));
  const problem = useSelector(actor, (snapshot) => (snapshot.hasTag('billing') && snapshot.hasTag('error') ? snapshot.context.problem : null));

  return (
    <div className="parcel-billing">
      <table className="billing-lines parcel-billing__lines">
        <caption>Fees for the parcel land request (S$)</caption>
        <thead>
          <tr>
            <th scope="col">Description</th>
            <th scope="col">Agency</th>
            <th scope="col">Charge Code</th>
            <th scope="col">Qty</th>
            <th scope="col">Fee</th>
            <th scope="col">GST</th>
          </tr>
        </thead>
        <tbody>
          {PARCEL_LAND_LINES.map((line) => (
            <tr key={line.label}>
              <th scope="row">{line.label}</th>
              <td>{line.agencyCode && `${line.agencyCode} / ${line.deptCode}`}</td>
              <td>{line.chargeCode}</td>
              <td>{line.usageQty}</td>
              <td>{formatCents(line.fee)}</td>
              <td>{formatCents(line.gst)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colSpan={4}>
              Total
            </th>
            <td>{formatCents(totals.totalFee)}</td>
            <td>{formatCents(totals.totalGst)}</td>
          </tr>
          <tr>
            <th scope="row" colSpan={4}>
              Total Payable
            </th>
            <td colSpan={2}>S$ {formatCents(totals.grandTotal)}</td>
          </tr>
        </tfoot>
      </table>
      {problem && (
        <p role="alert" className="parcel-form__problem">
          {problem}
        </p>
      )}
      <div className="parcel-form__actions">
        <Button variant="secondary" isDisabled={isBusy} onPress={() => actor.send({ type: 'billing.back' })}>
          Cancel
        </Button>
        <Button isPending={isBusy} onPress={() => actor.send({ type: 'billing.send' })}>
          Send
        </Button>
      </div>
    </div>
  );
}
