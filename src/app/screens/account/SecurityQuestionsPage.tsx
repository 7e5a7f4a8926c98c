import { useSelector } from '@xstate/react';
import { messages } from '../../../domain/messages';
import { Button, PageTitle } from '../../ui';
import { SecurityQuestionsForm } from './SecurityQuestionsForm';
import { UnavailableNotice } from './UnavailableNotice';
import { useSecurityQuestionsActor } from './use-security-questions-actor';
import './account.css';

/** Security questions from the navigation (seed 002 §2.9 item 3): re-answer or set them, or Ignore. */
export function SecurityQuestionsPage() {
  const actor = useSecurityQuestionsActor('voluntary');
  const canIgnore = useSelector(actor, (s) => s.can({ type: 'qa.ignore' }));
  const canRetry = useSelector(actor, (s) => s.can({ type: 'qa.retry' }));

  return (
    <section className="account-page" aria-labelledby="security-questions-title">
      <PageTitle id="security-questions-title">Security Questions</PageTitle>
      {canRetry ? (
        <UnavailableNotice message={messages.securityQuestionsUnavailable} onRetry={() => actor.send({ type: 'qa.retry' })} />
      ) : (
        <SecurityQuestionsForm
          actor={actor}
          actions={
            <Button variant="secondary" isDisabled={!canIgnore} onPress={() => actor.send({ type: 'qa.ignore' })}>
              Ignore
            </Button>
          }
        />
      )}
    </section>
  );
}
