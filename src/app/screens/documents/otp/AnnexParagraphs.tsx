import type { AnnexParagraph } from '../../../../domain/documents/otp-text';
import { Checkbox } from '../../../ui';
import { InlineText } from './contract-fields';
import { flagPatch, textPatch, type OtpPartProps } from './otp-props';

interface AnnexParagraphsProps extends OtpPartProps {
  /** 'Annex B' or 'Annex C': names the checkboxes so each is distinct for a screen reader. */
  annex: string;
  paragraphs: readonly AnnexParagraph[];
}

function ParagraphNote({ annex, paragraph, metadata, isEditing, onChange }: OtpPartProps & { annex: string; paragraph: AnnexParagraph }) {
  const field = paragraph.noteField;
  if (!field) return null;
  return (
    <>
      {' '}
      <InlineText label={`${annex} ${paragraph.mark} condition`} size="long" isEditing={isEditing} value={metadata[field]} onChange={(value) => onChange(textPatch(field, value))} />
    </>
  );
}

/** Paragraphs the lawyer ticks into the contract; the preview lists only the ticked ones. */
export function AnnexParagraphs({ annex, paragraphs, ...part }: AnnexParagraphsProps) {
  const { metadata, isEditing, onChange } = part;
  if (!isEditing) {
    return paragraphs
      .filter((paragraph) => metadata[paragraph.field])
      .map((paragraph) => (
        <p key={paragraph.field} className="otp-annex__paragraph">
          {paragraph.mark} {paragraph.text}
          <ParagraphNote annex={annex} paragraph={paragraph} {...part} />
        </p>
      ));
  }
  return paragraphs.map((paragraph) => (
    <div key={paragraph.field} className="otp-annex__paragraph">
      <Checkbox isSelected={Boolean(metadata[paragraph.field])} onChange={(selected) => onChange(flagPatch(paragraph.field, selected))}>
        {paragraph.mark} {paragraph.text}
      </Checkbox>
      {metadata[paragraph.field] && <ParagraphNote annex={annex} paragraph={paragraph} {...part} />}
    </div>
  ));
}
