import type { DocumentMetadata, MetadataFlagField, MetadataTextField } from '../../../../domain/documents/metadata';

/** Every OTP content part is driven by the draft metadata; a change hands back only the fields it touched. */
export interface OtpPartProps {
  metadata: DocumentMetadata;
  isEditing: boolean;
  onChange: (patch: DocumentMetadata) => void;
}

export function textPatch(field: MetadataTextField, value: string): DocumentMetadata {
  const patch: DocumentMetadata = {};
  patch[field] = value;
  return patch;
}

export function flagPatch(field: MetadataFlagField, value: boolean): DocumentMetadata {
  const patch: DocumentMetadata = {};
  patch[field] = value;
  return patch;
}
