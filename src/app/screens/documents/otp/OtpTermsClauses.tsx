import { CONDITIONS_OF_SALE_TEXT, NO_VACANT_POSSESSION_TEXT, VACANT_POSSESSION_TEXT } from '../../../../domain/documents/otp-text';
import { Checkbox } from '../../../ui';
import { Clause, InlineText } from './contract-fields';
import { textPatch, type OtpPartProps } from './otp-props';

type WeekField = 'foreignPurchaserApplicationWeek' | 'foreignPurchaserObtainedWeek' | 'foreignPurchaserPropertyWeek';

/** Clauses 5 to 7: vacant possession, a foreign purchaser's approval weeks, the conditions of sale. */
export function OtpTermsClauses({ metadata, isEditing, onChange }: OtpPartProps) {
  const weeks = (label: string, field: WeekField) => (
    <InlineText label={label} size="short" isEditing={isEditing} value={metadata[field]} onChange={(value) => onChange(textPatch(field, value))} />
  );
  return (
    <>
      <Clause>
        {isEditing ? (
          <Checkbox isSelected={Boolean(metadata.bgElevenVacant)} onChange={(selected) => onChange({ bgElevenVacant: selected })}>
            {VACANT_POSSESSION_TEXT}
          </Checkbox>
        ) : metadata.bgElevenVacant ? (
          VACANT_POSSESSION_TEXT
        ) : (
          NO_VACANT_POSSESSION_TEXT
        )}
      </Clause>
      <Clause>
        {'If the Purchaser needs the approval of the Land Dealings (Approval) Unit under the Residential Property Act 1976 to buy the Property, the Purchaser shall apply for it within '}
        {weeks('Weeks to apply for approval', 'foreignPurchaserApplicationWeek')}
        {' weeks after exercising this Option and obtain it within '}
        {weeks('Weeks to obtain approval', 'foreignPurchaserObtainedWeek')}
        {' weeks after exercising this Option, failing which either party may cancel the sale; completion shall then take place '}
        {weeks('Weeks from approval to completion', 'foreignPurchaserPropertyWeek')}
        {' weeks after the approval is obtained.'}
      </Clause>
      <Clause>{CONDITIONS_OF_SALE_TEXT}</Clause>
    </>
  );
}
