import { useSelector } from '@xstate/react';
import { messages } from '../../../domain/messages';
import { Button, PageTitle } from '../../ui';
import { SecurityQuestionsForm } from './SecurityQuestionsForm';
import { UnavailableNotice } from './UnavailableNotice';
import { useSecurityQuestionsActor } from './use-security-questions-actor';
import './account.css';

/** The one-time security-question set-up after login (seed 002 §2.9 item 4): no navigation, a Logout button. */
export function ForceSecurityQuestionsPage() {
  const actor = useSecurityQuestionsActor('forced');
  const canLogout = useSelector(actor, (s) => s.can({ type: 'qa.logout' }));
  const canRetry = useSelector(actor, (s) => s.can({ type: 'qa.retry' }));
  const logout = (
    <Button variant="secondary" isDisabled={!canLogout} onPress={() => actor.send({ type: 'qa.logout' })}>
      Logout
    </Button>
  );

  return (
    <section className="account-page" aria-labelledby="force-security-questions-title">
      <PageTitle id="force-security-questions-title" description={messages.forcedSetupIntro}>
        Security Questions Set-up
      </PageTitle>
      {canRetry ? (
        <>
          <UnavailableNotice message={messages.securityQuestionsUnavailable} onRetry={() => actor.send({ type: 'qa.retry' })} />
          <div className="account-actions">{logout}</div>
        </>
      ) : (
        <SecurityQuestionsForm actor={actor} actions={logout} />
      )}
    </section>
  );
}
