import { AGENCY_TOTALS, SUBSCRIPTION_FEES } from '../../../domain/constants';
import { Cell, Column, Row, Table, TableBody, TableHeader } from '../../ui';

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
      <p className="landing-note">
        Totals per requisition, including the agency&apos;s fee, our processing fee and GST.
      </p>
      <div className="landing-table-wrap">
        <Table aria-labelledby="agency-charges-title">
          <TableHeader>
            <Column isRowHeader>Agency</Column>
            <Column>Total</Column>
            <Column>Estimated reply</Column>
          </TableHeader>
          <TableBody>
            {AGENCY_TOTALS.map((line) => (
              <Row key={line.agency} id={line.agency}>
                <Cell>{line.agency}</Cell>
                <Cell>S${line.total}</Cell>
                <Cell>{line.reply}</Cell>
              </Row>
            ))}
          </TableBody>
        </Table>
      </div>
      <p className="landing-note">
        MCST requisitions also carry the SAL levy of 5%. Reply times are the agencies&apos; estimates in working days or
        minutes and are not guaranteed.
      </p>
    </div>
  );
}
