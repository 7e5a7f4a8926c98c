import type { ReactNode } from 'react';
import { Card, TextField, type TextFieldProps } from '../../../ui';

/** One titled group of the form; the page or dialog around it holds the h1/h2. */
export function FormSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card title={title} headingLevel={3}>
      <div className="pf-section">{children}</div>
    </Card>
  );
}

/** The fields of a section in columns; in the read-only preview the same grid is a list of label and value. */
export function FieldGrid({ readOnly, children }: { readOnly: boolean; children: ReactNode }) {
  return readOnly ? <dl className="pf-grid pf-grid--values">{children}</dl> : <div className="pf-grid">{children}</div>;
}

/** A field of the read-only preview: its label and its value as text. Must sit in a read-only FieldGrid. */
export function ReadOnlyValue({ label, value, wide }: { label: string; value: string; wide?: boolean }) {
  return (
    <div className={wide ? 'pf-value pf-wide' : 'pf-value'}>
      <dt className="pf-value__label">{label}</dt>
      <dd className="pf-value__text">{value || '-'}</dd>
    </div>
  );
}

export interface TextEntryProps extends Omit<TextFieldProps, 'value' | 'onChange' | 'isReadOnly' | 'className'> {
  label: string;
  value: string;
  onChange: (value: string) => void;
  readOnly: boolean;
  wide?: boolean;
}

/**
 * A text field when editing, its value as text in the preview. Validation is the shared rules' job (their
 * messages show in the host's alert), so the browser's own checks never block a submit: behaviour 'aria'.
 */
export function TextEntry({ readOnly, label, value, onChange, wide = false, ...rest }: TextEntryProps) {
  if (readOnly) return <ReadOnlyValue label={label} value={value} wide={wide} />;
  return <TextField validationBehavior="aria" {...rest} label={label} value={value} onChange={onChange} className={wide ? 'pf-wide' : undefined} />;
}
