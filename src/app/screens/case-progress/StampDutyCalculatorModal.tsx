import { Modal } from '../../ui';
import { StampDutyCalculator } from '../stamp-duty/StampDutyCalculator';
import type { CalculateStampDutyLogic, SaveStampDutyLogic } from '../stamp-duty/use-stamp-duty-actor';

export interface StampDutyCalculatorModalProps {
  /** S$: the OTP's purchase price, when the case has one. */
  price: number | undefined;
  /** yyyy-mm-dd: the exercise date, else today. */
  documentDate: string;
  calculate: CalculateStampDutyLogic | undefined;
  saveOnCase: SaveStampDutyLogic;
  onClose: () => void;
}

/** The calculator opened from the case page, its figures savable on the case. Loaded the first time it is opened. */
export function StampDutyCalculatorModal({ price, documentDate, calculate, saveOnCase, onClose }: StampDutyCalculatorModalProps) {
  return (
    <Modal title="Calculate stamp duty" isOpen onOpenChange={(open) => !open && onClose()} size="lg">
      <StampDutyCalculator initialPrice={price} initialDocumentDate={documentDate} calculate={calculate} saveOnCase={saveOnCase} />
    </Modal>
  );
}
