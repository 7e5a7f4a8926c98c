import { useContext } from 'react';
import type { SavedStampDuty } from '../../../api/case-stamp-duty';
import { dutyDollars as dollars, STAMP_DUTY_WORDS as w } from '../../../domain/case/stamp-duty-wording';
import { toDisplayDate } from '../../../domain/display-date';
import { messages } from '../../../domain/messages';
import { Button, showToast } from '../../ui';
import { openPdfInPopup } from '../common/pdf-popup';
import { CaseStampDutyCallsContext } from './case-stamp-duty-calls';

/** The figures of one kind as the calculator shows them: BSD, ABSD and the total, or the SSD rate and duty. */
function Figures({ saved }: { saved: SavedStampDuty }) {
  if (saved.kind === 'seller') {
    return (
      <>
        <dt>{w.ssdRate}</dt>
        <dd>{`${saved.result.rate}%`}</dd>
        <dt>{w.ssd}</dt>
        <dd className="case-stamp-duty__total">{dollars(saved.result.ssd)}</dd>
      </>
    );
  }
  return (
    <>
      <dt>{w.bsd}</dt>
      <dd>{dollars(saved.result.bsd)}</dd>
      <dt>{w.absd(saved.result.absdRate)}</dt>
      <dd>{dollars(saved.result.absd)}</dd>
      <dt>{w.total}</dt>
      <dd className="case-stamp-duty__total">{dollars(saved.result.total)}</dd>
    </>
  );
}

/**
 * A calculation saved on the case: its duty, when it is due (the case's deadline once exercised, else its own), who
 * worked it out when on which rates, and Print, which opens the PDF in a window of its own as every printed PDF does.
 */
export function SavedStampDutyFigures({ propertyId, saved, dueDate }: { propertyId: number; saved: SavedStampDuty; dueDate: string }) {
  const calls = useContext(CaseStampDutyCallsContext);
  const title = saved.kind === 'buyer' ? w.buyerTitle : w.sellerTitle;
  const print = () => {
    openPdfInPopup(() => calls.printLink({ propertyId, kind: saved.kind })).catch((error: unknown) =>
      showToast(error instanceof Error ? error.message : messages.downloadFailed, 'error'),
    );
  };
  return (
    <article className="case-stamp-duty__saved" aria-label={title}>
      <h4 className="case-stamp-duty__title">{title}</h4>
      <dl className="case-stamp-duty__figures">
        <Figures saved={saved} />
        <dt>{w.dueBy}</dt>
        <dd>{toDisplayDate(dueDate)}</dd>
      </dl>
      <p className="case-stamp-duty__by">{w.calculated(saved.savedAt, saved.savedBy, saved.ratesEffective)}</p>
      <Button variant="secondary" onPress={print}>
        Print
      </Button>
    </article>
  );
}
