import type { ReactNode } from 'react';

/**
 * The notice's labelled particulars: a description list in preview; in edit mode the inputs carry their own
 * labels, so an editable particular is just its input and a read-only one keeps its label beside it.
 */
export function S65Facts({ isEditing, label, children }: { isEditing: boolean; label: string; children: ReactNode }) {
  if (isEditing) {
    return (
      <div className="s65-facts s65-facts--editing" role="group" aria-label={label}>
        {children}
      </div>
    );
  }
  return (
    <dl className="document-facts s65-facts" aria-label={label}>
      {children}
    </dl>
  );
}

export interface S65FactProps {
  isEditing: boolean;
  label: string;
  /** The case's own data (property, parties): shown, never edited here. */
  readOnly?: boolean;
  children: ReactNode;
}

export function S65Fact({ isEditing, label, readOnly, children }: S65FactProps) {
  if (isEditing && !readOnly) return <>{children}</>;
  if (isEditing) {
    return (
      <p className="s65-facts__read-only">
        <span className="s65-facts__label">{label}</span> <span className="document-value">{children}</span>
      </p>
    );
  }
  return (
    <div className="s65-facts__row">
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}
