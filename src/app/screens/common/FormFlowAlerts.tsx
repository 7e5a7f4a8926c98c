import type { FlowAlert } from '../../../../machines/flow-alert';
import { AlertDialog } from '../../ui';
import './common.css';

export type FormFlowAlertEvent = { type: 'form.dismiss' } | { type: 'form.confirm' } | { type: 'form.back' } | { type: 'form.retry' };

export interface FormFlowAlertsProps {
  /** The error alert's title (seed 000 §8: validation failures list every message in one alert). */
  validationTitle: string;
  problems: readonly string[] | null;
  /** A question the user confirms (OK) or backs out of (Cancel). */
  warning: FlowAlert | null;
  failure: FlowAlert | null;
  /** A failed save offers Retry and Back; any other failure only OK. */
  canRetry: boolean;
  send: (event: FormFlowAlertEvent) => void;
}

/**
 * The dialogs a form machine shows over its form (property, contact): the problems of a save, its warnings and
 * its failures. The machine chose the words and the state; this only draws them.
 */
export function FormFlowAlerts({ validationTitle, problems, warning, failure, canRetry, send }: FormFlowAlertsProps) {
  if (problems) {
    return (
      <AlertDialog title={validationTitle} isOpen tone="error" onPrimary={() => send({ type: 'form.dismiss' })}>
        <ul className="form-flow-problems">
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
        onPrimary={() => send({ type: 'form.confirm' })}
        secondaryLabel="Cancel"
        onSecondary={() => send({ type: 'form.back' })}
      >
        <p>{warning.text}</p>
      </AlertDialog>
    );
  }
  if (!failure) return null;
  return canRetry ? (
    <AlertDialog
      title={failure.title}
      isOpen
      tone={failure.tone}
      primaryLabel="Retry"
      onPrimary={() => send({ type: 'form.retry' })}
      secondaryLabel="Back"
      onSecondary={() => send({ type: 'form.back' })}
    >
      <p>{failure.text}</p>
    </AlertDialog>
  ) : (
    <AlertDialog title={failure.title} isOpen tone={failure.tone} onPrimary={() => send({ type: 'form.dismiss' })}>
      <p>{failure.text}</p>
    </AlertDialog>
  );
}
