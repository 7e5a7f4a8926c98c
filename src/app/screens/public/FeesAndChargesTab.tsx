import { formatCents, type Cents } from '../../../domain/requisitions/money';
import { MCST_NOTE, processingFeeExplanation, publishedAgencyCharges, SUBSCRIPTION_FEES } from '../../../domain/requisitions/published-fees';
import { Cell, Column, Row, Table, TableBody, TableHeader } from '../../ui';

const dollars = (cents: Cents) => `S$${formatCents(cents)}`;

/**
 * Seed 000 §9's fees, from the fee module that charges them: each agency's own charge, what the processing fee
 * and its GST add, and the total the requisition page charges for it.
 */
export function FeesAndChargesTab() {
  return (
    <div className="landing-fees">
      <h3 id="subscription-fees-title" className="landing-tab-heading">
        Subscription fees
      </h3>
      <div className="landing-table-wrap">
        <Table aria-labelledby="subscription-fees-title">
          <TableHeader>
            <Column isRowHeader>Item</Column>
            <Column>Fee</Column>
          </TableHeader>
          <TableBody>
            {SUBSCRIPTION_FEES.map((fee) => (
              <Row key={fee.item} id={fee.item}>
                <Cell>{fee.item}</Cell>
                <Cell>{fee.amount}</Cell>
              </Row>
            ))}
          </TableBody>
        </Table>
      </div>

      <h3 id="agency-charges-title" className="landing-tab-heading">
        Legal requisition charges by agency
      </h3>
      <p className="landing-note">{processingFeeExplanation()}</p>
      <div className="landing-table-wrap">
        <Table aria-labelledby="agency-charges-title">
          <TableHeader>
            <Column isRowHeader>Agency</Column>
            <Column>Agency charge (with GST)</Column>
            <Column>Processing fee</Column>
            <Column>GST on processing fee</Column>
            <Column>Total charged</Column>
            <Column>Estimated reply</Column>
          </TableHeader>
          <TableBody>
            {publishedAgencyCharges().map((line) => (
              <Row key={line.agency} id={line.agency}>
                <Cell>{line.agency}</Cell>
                <Cell>
                  {line.agencyCharge > 0 ? dollars(line.agencyCharge) : '—'}
                  {line.salLevy > 0 && <span> + {dollars(line.salLevy)} SAL levy</span>}
                </Cell>
                <Cell>{dollars(line.processingFee)}</Cell>
                <Cell>{dollars(line.processingGst)}</Cell>
                <Cell>
                  <strong>{dollars(line.total)}</strong>
                </Cell>
                <Cell>{line.reply || '—'}</Cell>
              </Row>
            ))}
          </TableBody>
        </Table>
      </div>
      <p className="landing-note">
        {MCST_NOTE} Reply times are the agencies&apos; estimates in working days or minutes and are not guaranteed.
      </p>
    </div>
  );
}
