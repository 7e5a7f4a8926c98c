import { otpAnnexes } from '../../../../domain/documents/otp-annex-wording';
import { ANNEX_C_PARAGRAPHS, ANNEX_TITLES } from '../../../../domain/documents/otp-text';
import { TextAreaField } from '../common/TextAreaField';
import { AnnexAEditor } from './AnnexA';
import { AnnexBEditor } from './AnnexB';
import { AnnexParagraphs } from './AnnexParagraphs';
import { AnnexSection } from './AnnexSection';
import type { OtpPartProps } from './otp-props';
import './otp.css';

/** Annex D while editing: further terms in the lawyer's own words. */
function AnnexDEditor({ metadata, onChange }: OtpPartProps) {
  const note = metadata.annexdParagraphNote ?? '';
  return <TextAreaField label="Annex D terms" value={note} rows={4} onChange={(value) => onChange({ annexdParagraphNote: value })} />;
}

/**
 * Annexes A to D, after the acceptance copy (seed 001 §2.2): the preview shows each annex's lines as the PDF
 * prints them (src/domain/documents/otp-annex-wording.ts); editing, each annex has its own inputs.
 */
export function OtpAnnexes(props: OtpPartProps) {
  if (!props.isEditing) {
    return (
      <div className="otp-contract otp-annexes">
        {otpAnnexes(props.metadata).map((annex) => (
          <AnnexSection key={annex.title} title={annex.title}>
            {annex.lines.map((line, index) => (
              <p key={`${index}`} className="otp-annex__paragraph otp-annex__note">
                {line}
              </p>
            ))}
          </AnnexSection>
        ))}
      </div>
    );
  }
  return (
    <div className="otp-contract otp-annexes">
      <AnnexSection title={ANNEX_TITLES.a}>
        <AnnexAEditor {...props} />
      </AnnexSection>
      <AnnexSection title={ANNEX_TITLES.b}>
        <AnnexBEditor {...props} />
      </AnnexSection>
      <AnnexSection title={ANNEX_TITLES.c}>
        <AnnexParagraphs annex="Annex C" paragraphs={ANNEX_C_PARAGRAPHS} {...props} />
      </AnnexSection>
      <AnnexSection title={ANNEX_TITLES.d}>
        <AnnexDEditor {...props} />
      </AnnexSection>
    </div>
  );
}
