import { useSelector } from '@xstate/react';
import { messages } from '../../../domain/messages';
import { AlertDialog } from '../../ui';
import type { ClientFormActor } from './use-client-form-actor';

/**
 * The machine's dialogs over the form: the error alert listing every problem (seed 000 §8 validation alert),
 * the delete confirmation, and the failures. The machine chose the words; this only draws them.
 */
export function ClientFormAlerts({ actor }: { actor: ClientFormActor }) {
  const problems = useSelector(actor, (s) => (s.hasTag('problems') ? s.context.problems : null));
  const warning = useSelector(actor, (s) => (s.hasTag('warning') ? s.context.alert : null));
  const failure = useSelector(actor, (s) => (s.hasTag('error') ? s.context.alert : null));
  const retries = useSelector(actor, (s) => s.can({ type: 'form.retry' }));

  if (problems) {
    return (
      <AlertDialog title={messages.contactValidationFailed} isOpen tone="error" onPrimary={() => actor.send({ type: 'form.dismiss' })}>
        <ul className="contact-form-problems">
          {problems.map((problem) => (
            <li key={problem}>{problem}</li>
          ))}
        </ul>
      </AlertDialog>
    );
  }
  if (warning) {
    return (
      <AlertDialog
        title={warning.title}
        isOpen
        tone={warning.tone}
        onPrimary={() => actor.send({ type: 'form.confirm' })}
        secondaryLabel="Cancel"
        onSecondary={() => actor.send({ type: 'form.back' })}
      >
        <p>{warning.text}</p>
      </AlertDialog>
    );
  }
  if (failure) {
    return retries ? (
      <AlertDialog
        title={failure.title}
        isOpen
        tone={failure.tone}
        primaryLabel="Retry"
        onPrimary={() => actor.send({ type: 'form.retry' })}
        secondaryLabel="Back"
        onSecondary={() => actor.send({ type: 'form.back' })}
      >
        <p>{failure.text}</p>
      </AlertDialog>
    ) : (
      <AlertDialog title={failure.title} isOpen tone={failure.tone} onPrimary={() => actor.send({ type: 'form.dismiss' })}>
        <p>{failure.text}</p>
      </AlertDialog>
    );
  }
  return null;
}
