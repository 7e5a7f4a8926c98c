import type { ReactNode } from 'react';
import { toDisplayDate } from '../../../../domain/display-date';
import { DatePicker, Select, TextField } from '../../../ui';

/** What a blank reads like in the preview, as on a paper form. */
export const BLANK = '________';

/** A value written into the contract's text in the preview. */
export function Fill({ children }: { children: ReactNode }) {
  return <span className="otp-fill">{children || BLANK}</span>;
}

interface InlineProps {
  label: string;
  isEditing: boolean;
  /** Wider inputs for names and addresses; narrow ones for numbers. */
  size?: 'short' | 'medium' | 'long';
}

/**
 * A field inside the contract's sentences: an input with its own label while editing, the value as part of
 * the text in the preview. Checks are the machine's and the server's, so the browser never blocks: 'aria'.
 */
export function InlineText({ label, isEditing, size = 'medium', value, onChange, shown, optional = false }: InlineProps & {
  value: string | undefined;
  onChange: (value: string) => void;
  /** How the preview shows the value (e.g. masked); the value itself by default. */
  shown?: string;
  /** An optional part (a second address line) leaves no blank in the preview when empty. */
  optional?: boolean;
}) {
  if (!isEditing) {
    const text = shown ?? value ?? '';
    return optional && !text.trim() ? null : <Fill>{text}</Fill>;
  }
  return (
    <TextField
      label={label}
      value={value ?? ''}
      onChange={onChange}
      validationBehavior="aria"
      className={`otp-inline otp-inline--${size}`}
    />
  );
}

export function InlineDate({ label, isEditing, value, onChange, minValue, maxValue }: InlineProps & {
  value: string | undefined;
  onChange: (iso: string) => void;
  minValue?: string;
  maxValue?: string;
}) {
  if (!isEditing) return <Fill>{toDisplayDate(value ?? '')}</Fill>;
  return (
    <DatePicker
      label={label}
      value={value ?? ''}
      onChange={onChange}
      minValue={minValue}
      maxValue={maxValue}
      className="otp-inline otp-inline--date"
    />
  );
}

export function InlineSelect({ label, isEditing, value, options, onChange }: InlineProps & {
  value: string | undefined;
  options: ReadonlyArray<{ id: string; name: string }>;
  onChange: (id: string) => void;
}) {
  if (!isEditing) return <Fill>{options.find((option) => option.id === value)?.name ?? ''}</Fill>;
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

/** A clause of the contract, numbered by the list it sits in. */
export function Clause({ children }: { children: ReactNode }) {
  return <li className="otp-clause">{children}</li>;
}
