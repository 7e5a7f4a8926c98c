import { ANNEX_C_PARAGRAPHS, ANNEX_NONE_TEXT, ANNEX_TITLES } from '../../../../domain/documents/otp-text';
import { AnnexA } from './AnnexA';
import { AnnexB } from './AnnexB';
import { AnnexParagraphs } from './AnnexParagraphs';
import { AnnexSection } from './AnnexSection';
import { TextAreaField } from '../common/TextAreaField';
import type { OtpPartProps } from './otp-props';
import './otp.css';

function AnnexC(props: OtpPartProps) {
  const none = !props.isEditing && ANNEX_C_PARAGRAPHS.every((paragraph) => !props.metadata[paragraph.field]);
  return (
    <AnnexSection title={ANNEX_TITLES.c}>
      {none ? <p className="otp-annex__none">{ANNEX_NONE_TEXT}</p> : <AnnexParagraphs annex="Annex C" paragraphs={ANNEX_C_PARAGRAPHS} {...props} />}
    </AnnexSection>
  );
}

/** Annex D: further terms in the lawyer's own words. */
function AnnexD({ metadata, isEditing, onChange }: OtpPartProps) {
  const note = metadata.annexdParagraphNote ?? '';
  return (
    <AnnexSection title={ANNEX_TITLES.d}>
      {isEditing ? (
        <TextAreaField label="Annex D terms" value={note} rows={4} onChange={(value) => onChange({ annexdParagraphNote: value })} />
      ) : (
        <p className={note.trim() ? 'otp-annex__paragraph otp-annex__note' : 'otp-annex__none'}>{note.trim() || ANNEX_NONE_TEXT}</p>
      )}
    </AnnexSection>
  );
}

/** Annexes A to D, after the acceptance copy (seed 001 §2.2). */
export function OtpAnnexes(props: OtpPartProps) {
  return (
    <div className="otp-contract otp-annexes">
      <AnnexA {...props} />
      <AnnexB {...props} />
      <AnnexC {...props} />
      <AnnexD {...props} />
    </div>
  );
}
