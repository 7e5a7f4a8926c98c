import type { DocumentMetadata, MetadataTextField } from '../../../../domain/documents/metadata';
import { TextField } from '../../../ui';
import { TextAreaField } from './TextAreaField';
import './documents.css';

export type MetadataChange = (patch: DocumentMetadata) => void;

export interface MetadataFieldProps {
  field: MetadataTextField;
  label: string;
  metadata: DocumentMetadata;
  isEditing: boolean;
  onChange: MetadataChange;
  multiline?: boolean;
  /** What the preview shows instead of the raw value (a masked ID, a formatted date). */
  display?: string | undefined;
}

/** One free-text value of a document: an input in edit mode, the text itself (or a blank to fill) in preview. */
export function MetadataField({ field, label, metadata, isEditing, onChange, multiline, display }: MetadataFieldProps) {
  const value = metadata[field] ?? '';
  if (isEditing) {
    const change = (next: string) => onChange({ [field]: next });
    return multiline ? (
      <TextAreaField label={label} value={value} onChange={change} className="document-field" />
    ) : (
      <TextField label={label} value={value} onChange={change} className="document-field" />
    );
  }
  const shown = display ?? value;
  return shown.trim() ? (
    <span className={multiline ? 'document-value document-value--multiline' : 'document-value'}>{shown}</span>
  ) : (
    <span className="document-blank">
      <span className="ui-visually-hidden">{label}: not filled in</span>
    </span>
  );
}
