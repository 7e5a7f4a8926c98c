import type { ReactNode } from 'react';
import './documents.css';

export interface SignatureBlockProps {
  heading: string;
  /** The signer's particulars as printed (name, NRIC); empty in edit mode when `fields` takes their place. */
  rows: ReadonlyArray<{ label: string; value: ReactNode }>;
  /** Inputs for the particulars in edit mode. */
  fields?: ReactNode;
}

/** A line to sign on, who signs under it, and their particulars. */
export function SignatureBlock({ heading, rows, fields }: SignatureBlockProps) {
  return (
    <section className="document-signature" aria-label={heading}>
      <div className="document-signature__line" aria-hidden="true" />
      <h3>{heading}</h3>
      {rows.length > 0 && (
        <dl>
          {rows.map((row) => (
            <div key={row.label} className="document-signature__row">
              <dt>{row.label}</dt>
              <dd>{row.value || '—'}</dd>
            </div>
          ))}
        </dl>
      )}
      {fields}
    </section>
  );
}
