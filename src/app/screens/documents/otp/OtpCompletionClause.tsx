import { COMPLETION_DATE_MODES, inferCompletionMode, type CompletionDateMode } from '../../../../domain/documents/metadata';
import { completionText, DEFAULT_COMPLETION_TEXT } from '../../../../domain/documents/otp-text';
import { Select } from '../../../ui';
import { Clause, Fill, InlineDate, InlineText } from './contract-fields';
import { textPatch, type OtpPartProps } from './otp-props';

const MODE_OPTIONS: ReadonlyArray<{ id: CompletionDateMode; name: string }> = [
  { id: 'default', name: 'Default' },
  { id: 'date', name: 'By date' },
  { id: 'week', name: 'By weeks' },
];

function isMode(value: string): value is CompletionDateMode {
  return (COMPLETION_DATE_MODES as readonly string[]).includes(value);
}

/**
 * Clause 4 (seed 001 §4): completion by default, by a date or by a number of weeks, chosen by a select that
 * shows only the chosen input; the other value is cleared when the document is saved.
 */
export function OtpCompletionClause({ metadata, isEditing, onChange }: OtpPartProps) {
  const mode = inferCompletionMode(metadata);
  if (!isEditing) {
    return (
      <Clause>
        {'Completion shall take place '}
        <Fill>{completionText({ ...metadata, completionDateMode: mode })}</Fill>.
      </Clause>
    );
  }
  return (
    <Clause>
      {'Completion shall take place '}
      <Select
        label="Completion"
        items={MODE_OPTIONS}
        selectedKey={mode}
        onSelectionChange={(key) => key !== null && isMode(key) && onChange({ completionDateMode: key })}
        className="otp-inline otp-inline--select"
      />{' '}
      {mode === 'default' && <span className="otp-default-text">{DEFAULT_COMPLETION_TEXT}</span>}
      {mode === 'date' && (
        <>
          {'on '}
          <InlineDate label="Completion date" isEditing value={metadata.completionDay} onChange={(iso) => onChange({ completionDay: iso })} />
        </>
      )}
      {mode === 'week' && (
        <>
          {'on the date falling '}
          <InlineText
            label="Completion weeks"
            size="short"
            isEditing
            value={metadata.completionDayOf}
            onChange={(value) => onChange(textPatch('completionDayOf', value))}
          />
          {' weeks after the date of exercise of this Option'}
        </>
      )}
      .
    </Clause>
  );
}
