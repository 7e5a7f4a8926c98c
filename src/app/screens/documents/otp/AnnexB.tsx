import {
  ANNEX_B_DEFAULT_INSPECTION,
  ANNEX_B_INSPECTION_DATE_TEXT,
  ANNEX_B_INSPECTION_TEXT,
  ANNEX_B_PARAGRAPHS,
  ANNEX_NONE_TEXT,
  ANNEX_TITLES,
  annexBInspectionText,
  annexBNeedsDate,
} from '../../../../domain/documents/otp-text';
import { Checkbox } from '../../../ui';
import { AnnexParagraphs } from './AnnexParagraphs';
import { AnnexSection } from './AnnexSection';
import { Fill, InlineDate } from './contract-fields';
import type { OtpPartProps } from './otp-props';

/**
 * Annex B (a), the inspection before completion (seed 001 §4): with paragraph 1 ticked and paragraph 2 not,
 * a date picker replaces the default '7 days before the Scheduled Completion Date'.
 */
function Inspection({ metadata, isEditing, onChange }: OtpPartProps) {
  const needsDate = annexBNeedsDate(metadata);
  if (!isEditing) {
    return (
      <>
        {metadata.annexbaParagraph1 && <p className="otp-annex__paragraph">(a) 1. {ANNEX_B_INSPECTION_TEXT}</p>}
        {(metadata.annexbaParagraph2 || needsDate) && (
          <p className="otp-annex__paragraph">
            (a) 2. {ANNEX_B_INSPECTION_DATE_TEXT} <Fill>{annexBInspectionText(metadata)}</Fill>.
          </p>
        )}
      </>
    );
  }
  return (
    <>
      <div className="otp-annex__paragraph">
        <Checkbox isSelected={Boolean(metadata.annexbaParagraph1)} onChange={(selected) => onChange({ annexbaParagraph1: selected })}>
          (a) 1. {ANNEX_B_INSPECTION_TEXT}
        </Checkbox>
      </div>
      <div className="otp-annex__paragraph">
        <Checkbox isSelected={Boolean(metadata.annexbaParagraph2)} onChange={(selected) => onChange({ annexbaParagraph2: selected })}>
          (a) 2. {ANNEX_B_INSPECTION_DATE_TEXT}
        </Checkbox>{' '}
        {needsDate ? (
          <InlineDate
            label="Inspection date"
            isEditing
            value={metadata.annexbaParagraph2CompletionDate}
            onChange={(iso) => onChange({ annexbaParagraph2CompletionDate: iso })}
          />
        ) : (
          <span className="otp-default-text">{ANNEX_B_DEFAULT_INSPECTION}</span>
        )}
      </div>
    </>
  );
}

export function AnnexB(props: OtpPartProps) {
  const { metadata, isEditing } = props;
  const nothingTicked =
    !metadata.annexbaParagraph1 && !metadata.annexbaParagraph2 && ANNEX_B_PARAGRAPHS.every((paragraph) => !metadata[paragraph.field]);
  return (
    <AnnexSection title={ANNEX_TITLES.b}>
      {!isEditing && nothingTicked ? (
        <p className="otp-annex__none">{ANNEX_NONE_TEXT}</p>
      ) : (
        <>
          <Inspection {...props} />
          <AnnexParagraphs annex="Annex B" paragraphs={ANNEX_B_PARAGRAPHS} {...props} />
        </>
      )}
    </AnnexSection>
  );
}
