import { ANNEX_B_INSPECTION_MARKS } from '../../../../domain/documents/otp-annex-wording';
import {
  ANNEX_B_DEFAULT_INSPECTION,
  ANNEX_B_INSPECTION_DATE_TEXT,
  ANNEX_B_INSPECTION_TEXT,
  ANNEX_B_PARAGRAPHS,
  annexBNeedsDate,
} from '../../../../domain/documents/otp-text';
import { Checkbox } from '../../../ui';
import { AnnexParagraphs } from './AnnexParagraphs';
import { InlineDate } from './contract-fields';
import type { OtpPartProps } from './otp-props';

/**
 * Annex B while editing: (a) the inspection before completion (seed 001 §4: with paragraph 1 ticked and
 * paragraph 2 not, a date picker replaces the default '7 days before the Scheduled Completion Date'), then the
 * other special conditions.
 */
export function AnnexBEditor(props: OtpPartProps) {
  const { metadata, onChange } = props;
  return (
    <>
      <div className="otp-annex__paragraph">
        <Checkbox isSelected={Boolean(metadata.annexbaParagraph1)} onChange={(selected) => onChange({ annexbaParagraph1: selected })}>
          {ANNEX_B_INSPECTION_MARKS.first} {ANNEX_B_INSPECTION_TEXT}
        </Checkbox>
      </div>
      <div className="otp-annex__paragraph">
        <Checkbox isSelected={Boolean(metadata.annexbaParagraph2)} onChange={(selected) => onChange({ annexbaParagraph2: selected })}>
          {ANNEX_B_INSPECTION_MARKS.second} {ANNEX_B_INSPECTION_DATE_TEXT}
        </Checkbox>{' '}
        {annexBNeedsDate(metadata) ? (
          <InlineDate
            label="Inspection date"
            field="annexbaParagraph2CompletionDate"
            value={metadata.annexbaParagraph2CompletionDate}
            onChange={(iso) => onChange({ annexbaParagraph2CompletionDate: iso })}
          />
        ) : (
          <span className="otp-default-text">{ANNEX_B_DEFAULT_INSPECTION}</span>
        )}
      </div>
      <AnnexParagraphs annex="Annex B" paragraphs={ANNEX_B_PARAGRAPHS} {...props} />
    </>
  );
}
