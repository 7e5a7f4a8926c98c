import type { MetadataTextField } from '../../../../domain/documents/metadata';
import { DOCUMENT_NRIC_MASK_KEEP, maskAllButLast } from '../../../../domain/masking';
import { InlineText } from './contract-fields';
import { textPatch, type OtpPartProps } from './otp-props';

interface WitnessBlockProps extends OtpPartProps {
  /** 'Vendor' or 'Purchaser': whose signature is witnessed. */
  signer: string;
  nameField: MetadataTextField;
  nricField: MetadataTextField;
}

/** "Signed by the Vendor in the presence of": the witness's name and NRIC (masked but the last 4 in the preview). */
export function WitnessBlock({ signer, nameField, nricField, metadata, isEditing, onChange }: WitnessBlockProps) {
  const nric = metadata[nricField] ?? '';
  return (
    <div className="otp-signature">
      <p className="otp-signature__line">
        Signed by the {signer} in the presence of:
      </p>
      <div className="otp-signature__witness">
        <span className="otp-signature__label">Witness name: </span>
        <InlineText
          label={`${signer}'s witness name`}
          size="long"
          isEditing={isEditing}
          value={metadata[nameField]}
          onChange={(value) => onChange(textPatch(nameField, value))}
        />
        <span className="otp-signature__label"> NRIC: </span>
        <InlineText
          label={`${signer}'s witness NRIC`}
          isEditing={isEditing}
          value={nric}
          shown={maskAllButLast(nric, DOCUMENT_NRIC_MASK_KEEP)}
          onChange={(value) => onChange(textPatch(nricField, value))}
        />
      </div>
    </div>
  );
}
