import { wordsAfterFiguresChange } from '../../../../domain/documents/amount-words';
import type { MetadataTextField } from '../../../../domain/documents/metadata';
import { InlineText } from './contract-fields';
import { textPatch, type OtpPartProps } from './otp-props';

interface AmountFieldsProps extends OtpPartProps {
  /** e.g. 'Option money': the inputs read 'Option money in words' and 'Option money (S$)'. */
  label: string;
  words: MetadataTextField;
  figures: MetadataTextField;
}

/**
 * "Singapore Dollars <words> (S$ <figures>)": typing the figures writes the words too, until the lawyer
 * words the amount by hand.
 */
export function AmountFields({ label, words, figures, metadata, isEditing, onChange }: AmountFieldsProps) {
  return (
    <>
      {'Singapore Dollars '}
      <InlineText
        label={`${label} in words`}
        size="long"
        isEditing={isEditing}
        value={metadata[words]}
        onChange={(value) => onChange(textPatch(words, value))}
      />
      {' (S$ '}
      <InlineText
        label={`${label} (S$)`}
        size="short"
        isEditing={isEditing}
        value={metadata[figures]}
        onChange={(value) =>
          onChange({ ...textPatch(figures, value), ...textPatch(words, wordsAfterFiguresChange(metadata[words], metadata[figures], value)) })
        }
      />
      {')'}
    </>
  );
}
