import { useSelector } from '@xstate/react';
import { useMemo } from 'react';
import type { Property } from '../../../api/property-form';
import { messages } from '../../../domain/messages';
import { propertyDetailsPath } from '../../../domain/property-listing-actions';
import { todayInSingapore } from '../../../domain/today';
import { Button, DatePicker, Form, Link } from '../../ui';
import type { DraftPatch } from '../property-form/draft';
import { draftFromProperty } from '../property-form/draft-mapping';
import { TransactionTypeField } from '../property-form/sections/TransactionTypeField';
import { useChecklistTypeActor } from './use-checklist-type-actor';

const PROMPT_ID = 'checklist-type-prompt';

/** Problems the fields on this page can put right; any other needs the property's details page. */
const FIXED_HERE: readonly string[] = [messages.completionDateEmpty, messages.completionDateBeforeToday];

export interface ChecklistTypePromptProps {
  property: Property;
  /** direct is 'true' and the case is not locked. */
  editable: boolean;
}

/**
 * Seed 001 §5 "Checklist": a case without a transaction type prompts to add one. On an editable page the type (and
 * the completion date) is chosen and saved right here, under the seed's checklist-save rules; otherwise the page
 * says why it cannot be set here.
 */
export function ChecklistTypePrompt({ property, editable }: ChecklistTypePromptProps) {
  if (!editable) {
    return (
      <div role="status" className="checklist-page__notice">
        <p>{messages.checklistTransactionTypeMissing}</p>
        <p>{property.locked ? messages.checklistTypeLocked : messages.checklistTypeReadOnly}</p>
      </div>
    );
  }
  return <ChecklistTypeForm property={property} />;
}

function ChecklistTypeForm({ property }: { property: Property }) {
  const actor = useChecklistTypeActor(property);
  const transactionType = useSelector(actor, (s) => s.context.transactionType);
  const completionDate = useSelector(actor, (s) => s.context.completionDate);
  const problems = useSelector(actor, (s) => s.context.problems);
  const failure = useSelector(actor, (s) => s.context.failure);
  const canSave = useSelector(actor, (s) => s.can({ type: 'type.save' }));
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  const draft = useMemo(() => draftFromProperty(property), [property]);
  const needsDetails = problems.some((problem) => !FIXED_HERE.includes(problem));

  const chooseType = (patch: DraftPatch) => {
    const { transactionTypeId: id, transactionTypeName: name } = patch;
    if (typeof id === 'number' && name) actor.send({ type: 'type.choose', transactionType: { id, name } });
  };

  return (
    <div className="checklist-page__notice checklist-type">
      <p id={PROMPT_ID}>{messages.checklistTransactionTypeMissing}</p>
      <Form
        aria-labelledby={PROMPT_ID}
        className="checklist-type__form"
        validationBehavior="aria"
        onSubmit={(event) => {
          event.preventDefault();
          actor.send({ type: 'type.save' });
        }}
      >
        <TransactionTypeField
          draft={{ ...draft, transactionTypeId: transactionType?.id, transactionTypeName: transactionType?.name ?? '' }}
          onChange={chooseType}
          mode="edit"
        />
        <DatePicker
          label="Completion Date"
          value={completionDate}
          onChange={(iso) => actor.send({ type: 'date.change', completionDate: iso })}
          minValue={todayInSingapore()}
          isRequired
        />
        <Button type="submit" isDisabled={!canSave && !busy} isPending={busy}>
          Save
        </Button>
      </Form>
      {problems.length > 0 && (
        <div role="alert" className="checklist-view__error checklist-type__problems">
          <ul>
            {problems.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
          {needsDetails && <Link href={propertyDetailsPath(property.id, true, false)}>Correct this on the Property Details</Link>}
        </div>
      )}
      {failure && (
        <p role="alert" className="checklist-view__error">
          {failure}
        </p>
      )}
    </div>
  );
}
