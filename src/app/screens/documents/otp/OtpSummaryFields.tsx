import type { ReactNode } from 'react';
import { toDisplayDate } from '../../../../domain/display-date';
import { summaryProblems, type DocumentSummary } from '../../../../domain/documents/summary';
import { messages } from '../../../../domain/messages';
import { TextField } from '../../../ui';
import { DocumentDatePicker } from '../common/field-validity';
import './otp.css';

type SummaryField = keyof DocumentSummary;

export interface OtpSummaryFieldsProps {
  summary: DocumentSummary;
  isEditing: boolean;
  /** yyyy-mm-dd in Singapore: the signed-on dates may not be later (seed 001 §2.2, §5). */
  today: string;
  onChange: (patch: DocumentSummary) => void;
  /** The signed OTP's upload widget, shown with its signed-on date. */
  signedUpload?: ReactNode;
  /** The signed acceptance copy's upload widget, shown with its signed-on date. */
  acceptanceUpload?: ReactNode;
}

/** One row of the SUMMARY tab: its label and value (a field while editing), plus an optional upload. */
function SummaryRow({
  field,
  label,
  value,
  kind,
  isEditing,
  maxValue,
  errorMessage,
  onChange,
  upload,
}: {
  field: SummaryField;
  label: string;
  value: string | null | undefined;
  kind: 'amount' | 'date';
  isEditing: boolean;
  maxValue?: string | undefined;
  errorMessage?: string | undefined;
  onChange: (value: string | null) => void;
  upload?: ReactNode;
}) {
  const text = value ?? '';
  if (!isEditing) {
    return (
      <div className="otp-summary__row">
        <dt className="otp-summary__label">{label}</dt>
        <dd className="otp-summary__text">
          {(kind === 'date' ? toDisplayDate(text) : text) || '-'}
          {upload && <div className="otp-summary__upload">{upload}</div>}
        </dd>
      </div>
    );
  }
  return (
    <div className="otp-summary__row">
      {kind === 'date' ? (
        <DocumentDatePicker
          field={`summary.${field}`}
          label={label}
          value={text}
          maxValue={maxValue}
          errorMessage={errorMessage}
          onChange={(iso) => onChange(iso || null)}
        />
      ) : (
        <TextField label={label} value={text} validationBehavior="aria" onChange={(typed) => onChange(typed.trim() ? typed : null)} />
      )}
      {upload && <div className="otp-summary__upload">{upload}</div>}
    </div>
  );
}

/** The OTP's SUMMARY tab fields (seed 001 §2.2); the signed-file uploads are slots the page fills. */
export function OtpSummaryFields({ summary, isEditing, today, onChange, signedUpload, acceptanceUpload }: OtpSummaryFieldsProps) {
  const problems = summaryProblems(summary, today);
  const problem = (message: string) => (problems.includes(message) ? message : undefined);
  const row = (field: SummaryField, label: string, kind: 'amount' | 'date') => ({
    field,
    label,
    kind,
    isEditing,
    value: summary[field],
    onChange: (value: string | null) => {
      const patch: DocumentSummary = {};
      patch[field] = value;
      onChange(patch);
    },
  });
  const Rows = isEditing ? 'div' : 'dl';
  return (
    <Rows className="otp-summary">
      <SummaryRow {...row('optionMoney', 'Option Money', 'amount')} />
      <SummaryRow
        {...row('signedOn', 'OTP Signed On', 'date')}
        maxValue={today}
        errorMessage={problem(messages.signedOnAfterToday)}
        upload={signedUpload}
      />
      <SummaryRow {...row('expiry', 'Expiry Date', 'date')} />
      <SummaryRow {...row('acceptanceAmount', 'Acceptance Amount', 'amount')} />
      <SummaryRow
        {...row('acceptanceSignedOn', 'Acceptance Signed On', 'date')}
        maxValue={today}
        errorMessage={problem(messages.acceptanceSignedOnAfterToday)}
        upload={acceptanceUpload}
      />
      <SummaryRow {...row('completionDate', 'Completion Date', 'date')} />
    </Rows>
  );
}
