import type { ReactNode } from 'react';
import { messages } from '../../../../domain/messages';
import '../common/documents.css';

export interface S65SummaryPanelProps {
  /** The seller's and buyer's lawyers' signed copies (the signed-copies panel, driven by its own machine). */
  signedCopies: ReactNode;
}

/** The S.65 SUMMARY tab: the seller's lawyer signs first, then the buyer's (seed 001 §4). */
export function S65SummaryPanel({ signedCopies }: S65SummaryPanelProps) {
  return (
    <section className="document-summary" aria-label="S.65 summary">
      <p className="s65-summary__order">{messages.s65SigningOrder}</p>
      {signedCopies}
    </section>
  );
}
