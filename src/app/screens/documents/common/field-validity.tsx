import { createContext, useContext } from 'react';
import { DatePicker, type DatePickerProps } from '../../../ui';
import './documents.css';

/** Tells the document's machine that a field holds what is not a valid value (a message), or is valid again (undefined). */
export type FieldValidityReport = (field: string, label: string, error: string | undefined) => void;

const FieldValidityContext = createContext<FieldValidityReport | null>(null);

/** The document page gives every date field of its content one way to report what it cannot accept. */
export const FieldValidityProvider = FieldValidityContext.Provider;

export interface DocumentDatePickerProps extends Omit<DatePickerProps, 'onValidityChange'> {
  /** The field the machine knows it by ('otpSpecificDate', 'summary.expiry'), and focus finds it by. */
  field: string;
}

/**
 * A date of a document: typed text that is not a date (31-Feb-2026) is reported to the page's machine, which then
 * refuses to save (issue 18), and the field can be found again to put focus on it.
 */
export function DocumentDatePicker({ field, ...props }: DocumentDatePickerProps) {
  const report = useContext(FieldValidityContext);
  return (
    <span className="document-date-field" data-document-field={field}>
      <DatePicker {...props} onValidityChange={report ? (error) => report(field, props.label, error) : undefined} />
    </span>
  );
}

/** Puts focus on a document's field (its input) by the name it reported itself with. */
export function focusDocumentField(root: HTMLElement | null, field: string): void {
  root?.querySelector<HTMLInputElement>(`[data-document-field="${field}"] input`)?.focus();
}
