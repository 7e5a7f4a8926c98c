import { useQuery } from '@tanstack/react-query';
import { caseProgressQueryOptions } from '../../../api/queries/case-progress';
import { api } from '../../api';
import { Link } from '../../ui';
import { DEADLINE_STATE_WORDS, deadlineWhen } from './deadline-words';
import { nextStepPath } from './next-step-path';
import './case-progress.css';

/**
 * Where the case stands, on every page of the case (issue 19: "Every case page shows its stage, the next step with a
 * link to the page that does it, and its deadlines"): under the case's own links in the left navigation, the stage,
 * the next step and the deadline the case faces next. The whole list and the confirmations are on Stakeholder Profiles.
 */
export function CaseStageNav({ propertyId }: { propertyId: number }) {
  const progress = useQuery(caseProgressQueryOptions(api, propertyId)).data;
  if (!progress) return null;
  const next = progress.next;
  const path = next && nextStepPath(next.stage, propertyId, progress.records.status.informationComplete);
  const deadline = progress.nextDeadline;
  return (
    <section className="case-stage-nav" aria-label="Where the case stands">
      <p>
        Stage: <strong>{progress.stageName}</strong>
      </p>
      {next && <p>Next: {path ? <Link href={path}>{next.step}</Link> : next.step}</p>}
      {deadline && (
        <p>
          {deadline.label}: {deadlineWhen(deadline)}{' '}
          <span className={`case-progress__flag case-progress__flag--${deadline.state}`}>{DEADLINE_STATE_WORDS[deadline.state]}</span>
        </p>
      )}
    </section>
  );
}
