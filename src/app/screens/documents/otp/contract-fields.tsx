import type { ReactNode } from 'react';
import { Select, TextField } from '../../../ui';
import { DocumentDatePicker } from '../common/field-validity';

interface InlineProps {
  label: string;
  /** Wider inputs for names and addresses; narrow ones for numbers. */
  size?: 'short' | 'medium' | 'long';
}

/**
 * A field inside the contract's sentences while editing, with its own label (the preview shows the shared
 * wording's text instead). Checks are the machine's and the server's, so the browser never blocks: 'aria'.
 */
export function InlineText({
  label,
  size = 'medium',
  value,
  onChange,
}: InlineProps & { value: string | undefined; onChange: (value: string) => void }) {
  return <TextField label={label} value={value ?? ''} onChange={onChange} validationBehavior="aria" className={`otp-inline otp-inline--${size}`} />;
}

export function InlineDate({
  label,
  field,
  value,
  onChange,
}: InlineProps & {
  /** The field the page's machine knows it by: a date typed wrong keeps the document from being saved. */
  field: string;
  value: string | undefined;
  onChange: (iso: string) => void;
}) {
  return <DocumentDatePicker field={field} label={label} value={value ?? ''} onChange={onChange} className="otp-inline otp-inline--date" />;
}

export function InlineSelect({
  label,
  value,
  options,
  onChange,
}: InlineProps & {
  value: string | undefined;
  options: ReadonlyArray<{ id: string; name: string }>;
  onChange: (id: string) => void;
}) {
  return (
    <Select
      label={label}
      items={options}
      selectedKey={value || null}
      onSelectionChange={(key) => key !== null && onChange(key)}
      className="otp-inline otp-inline--select"
    />
  );
}

/** A numbered clause of the contract: its heading, then its text (the list numbers it). */
export function Clause({ title, children }: { title: string; children: ReactNode }) {
  return (
    <li className="otp-clause">
      <h3 className="otp-clause__title">{title}</h3>
      <div className="otp-clause__text">{children}</div>
    </li>
  );
}
