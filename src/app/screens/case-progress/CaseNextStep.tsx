import type { CaseProgress } from '../../../api/case-progress';
import { Link } from '../../ui';
import { nextStepPath } from './next-step-path';

/** The next step in words, with a link to the page that does it (the hand confirmations are the buttons below). */
export function CaseNextStep({ progress }: { progress: CaseProgress }) {
  const next = progress.next;
  if (!next) return <p className="case-progress__next">The case is closed.</p>;
  const path = nextStepPath(next.stage, progress.propertyId, progress.records.status.informationComplete);
  return <p className="case-progress__next">Next step: {path ? <Link href={path}>{next.step}</Link> : next.step}</p>;
}
