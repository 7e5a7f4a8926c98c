import type { StampDutyResult } from '../../../../machines/stamp-duty-calculator.machine';
import { dutyDollars as dollars, STAMP_DUTY_WORDS as w } from '../../../domain/case/stamp-duty-wording';
import { toDisplayDate } from '../../../domain/display-date';
import type { BuyerStampDuty } from '../../../domain/stamp-duty/buyer-stamp-duty';
import type { SellerStampDuty } from '../../../domain/stamp-duty/seller-stamp-duty';
import { Cell, Column, Row, Table, TableBody, TableHeader } from '../../ui';

function BuyerResult({ duty }: { duty: BuyerStampDuty }) {
  return (
    <>
      <Table aria-label="Buyer's stamp duty by band" className="stamp-duty__bands">
        <TableHeader>
          <Column isRowHeader>Band</Column>
          <Column>Rate</Column>
          <Column>Duty</Column>
        </TableHeader>
        <TableBody items={duty.bands.map((band, index) => ({ ...band, id: index }))} renderEmptyState={() => 'Nothing to pay on S$0.'}>
          {(band) => (
            <Row>
              <Cell>{w.band(band.from, band.to)}</Cell>
              <Cell>{`${band.rate}%`}</Cell>
              <Cell>{dollars(band.amount)}</Cell>
            </Row>
          )}
        </TableBody>
      </Table>
      <dl className="stamp-duty__figures">
        <dt>{w.chargedOn}</dt>
        <dd>{dollars(duty.dutiableValue)}</dd>
        <dt>{w.bsd}</dt>
        <dd>{dollars(duty.bsd)}</dd>
        <dt>{w.absd(duty.absdRate)}</dt>
        <dd>{dollars(duty.absd)}</dd>
        <dt>{w.total}</dt>
        <dd className="stamp-duty__total">{dollars(duty.total)}</dd>
        <dt>{w.dueBy}</dt>
        <dd>{toDisplayDate(duty.dueDate)}</dd>
      </dl>
    </>
  );
}

function SellerResult({ duty }: { duty: SellerStampDuty }) {
  return (
    <dl className="stamp-duty__figures">
      <dt>{w.chargedOn}</dt>
      <dd>{dollars(duty.dutiableValue)}</dd>
      <dt>{w.ssdRate}</dt>
      <dd>{`${duty.rate}%`}</dd>
      <dt>{w.ssd}</dt>
      <dd className="stamp-duty__total">{dollars(duty.ssd)}</dd>
      <dt>{w.dueBy}</dt>
      <dd>{toDisplayDate(duty.dueDate)}</dd>
    </dl>
  );
}

/** The server's answer: the bands, each duty and the total, and the last day to pay (dd-MMM-yyyy), in the PDF's words. */
export function StampDutyResultView({ result }: { result: StampDutyResult }) {
  return (
    <section className="stamp-duty__result" aria-label="Stamp duty">
      {result.tab === 'buyer' ? <BuyerResult duty={result.duty} /> : <SellerResult duty={result.duty} />}
    </section>
  );
}
