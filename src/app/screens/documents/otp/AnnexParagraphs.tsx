import type { AnnexParagraph } from '../../../../domain/documents/otp-text';
import { Checkbox } from '../../../ui';
import { InlineText } from './contract-fields';
import { flagPatch, textPatch, type OtpPartProps } from './otp-props';

interface AnnexParagraphsProps extends OtpPartProps {
  /** 'Annex B' or 'Annex C': names the note inputs so each is distinct for a screen reader. */
  annex: string;
  paragraphs: readonly AnnexParagraph[];
}

/** Paragraphs the lawyer ticks into the contract (editing); the preview shows the annex's printed lines instead. */
export function AnnexParagraphs({ annex, paragraphs, metadata, onChange }: AnnexParagraphsProps) {
  return paragraphs.map((paragraph) => {
    const note = paragraph.noteField;
    return (
      <div key={paragraph.field} className="otp-annex__paragraph">
        <Checkbox isSelected={Boolean(metadata[paragraph.field])} onChange={(selected) => onChange(flagPatch(paragraph.field, selected))}>
          {paragraph.mark} {paragraph.text}
        </Checkbox>
        {note && metadata[paragraph.field] && (
          <>
            {' '}
            <InlineText
              label={`${annex} ${paragraph.mark} condition`}
              size="long"
              value={metadata[note]}
              onChange={(value) => onChange(textPatch(note, value))}
            />
          </>
        )}
      </div>
    );
  });
}
