import { useSelector } from '@xstate/react';
import { messages } from '../../../domain/messages';
import { FormFlowAlerts } from '../common/FormFlowAlerts';
import type { PropertyFormActor } from './use-property-form-actor';

/** The property form machine's dialogs: the rule problems, the IRAS and transaction-type warnings, the failures. */
export function PropertyFormAlerts({ actor }: { actor: PropertyFormActor }) {
  const problems = useSelector(actor, (s) => (s.hasTag('problems') ? s.context.problems : null));
  const warning = useSelector(actor, (s) => (s.hasTag('warning') ? s.context.alert : null));
  const failure = useSelector(actor, (s) => (s.hasTag('error') ? s.context.alert : null));
  const canRetry = useSelector(actor, (s) => s.can({ type: 'form.retry' }));
  return (
    <FormFlowAlerts
      validationTitle={messages.propertyValidationFailed}
      problems={problems}
      warning={warning}
      failure={failure}
      canRetry={canRetry}
      send={(event) => actor.send(event)}
    />
  );
}
