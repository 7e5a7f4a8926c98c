import { useQuery } from '@tanstack/react-query';
import { useSelector } from '@xstate/react';
import type { ReactNode } from 'react';
import type { CaseProgress } from '../../../api/case-progress';
import { caseProgressQueryOptions } from '../../../api/queries/case-progress';
import { CASE_STAGES, CONFIRMED_STAGES, type CaseStage } from '../../../domain/case/lifecycle';
import { CASE_STAGE_NAMES } from '../../../domain/messages/case-lifecycle';
import { api } from '../../api';
import { Button, Card } from '../../ui';
import { CaseLifecycleScope, useCaseLifecycleActor } from './case-lifecycle-scope';
import { CaseDeadlines } from './CaseDeadlines';
import { CaseNextStep } from './CaseNextStep';
import { CaseStampDuty } from './CaseStampDuty';
import { StageConfirmDialog, type StageConfirmationActor } from './StageConfirmDialog';
import type { CaseLifecycleActor } from './use-case-lifecycle';
import './case-progress.css';

/** The case page's progress (issue 19): where the case stands, its next step and its deadlines. */
export interface CaseProgressPanelProps {
  propertyId: number;
  /** Under the panel: the page's link to the case on its workflow diagram. */
  footer?: ReactNode;
}

export function CaseProgressPanel({ propertyId, footer }: CaseProgressPanelProps) {
  return (
    <CaseLifecycleScope propertyId={propertyId}>
      <CaseProgressOfScope propertyId={propertyId} footer={footer} />
    </CaseLifecycleScope>
  );
}

function CaseProgressOfScope({ propertyId, footer }: CaseProgressPanelProps) {
  const progress = useQuery(caseProgressQueryOptions(api, propertyId)).data;
  const actor = useCaseLifecycleActor();
  // Loaded by the route; a case whose progress cannot be read still shows its stakeholders.
  if (!progress || !actor) return null;
  return <LoadedCaseProgress progress={progress} actor={actor} footer={footer} />;
}

function LoadedCaseProgress({ progress, actor, footer }: { progress: CaseProgress; actor: CaseLifecycleActor; footer?: ReactNode }) {
  const stage = useSelector(actor, (s) => stageOf(s.value));
  const dialog = useSelector(actor, (s) =>
    s.hasTag('confirming') ? (s.children.stageConfirmation as StageConfirmationActor | undefined) : undefined,
  );
  const problem = useSelector(actor, (s) => s.context.problem);
  const steps = progress.steps;
  const done = new Set(steps.filter((step) => step.done).map((step) => step.stage));

  return (
    <Card title="Case progress">
      <div className="case-progress">
        <p className="case-progress__stage">
          Stage: <strong data-stage={stage}>{CASE_STAGE_NAMES[stage]}</strong>
        </p>
        <ol className="case-progress__steps" aria-label="Steps of the case">
          {steps.map((step) => (
            <li
              key={step.stage}
              className={`case-progress__step${done.has(step.stage) ? ' case-progress__step--done' : ''}`}
              aria-current={step.stage === stage ? 'step' : undefined}
            >
              <span aria-hidden="true">{done.has(step.stage) ? '✓' : '○'}</span> {step.name}
              {done.has(step.stage) ? <span className="ui-visually-hidden"> (done)</span> : null}
            </li>
          ))}
        </ol>
        <CaseNextStep progress={progress} />
        <ConfirmActions actor={actor} />
        {problem && (
          <p className="case-progress__problem" role="alert">
            {problem}
          </p>
        )}
        <CaseDeadlines deadlines={progress.deadlines} />
        <CaseStampDuty progress={progress} />
        {footer && <p className="case-progress__diagram">{footer}</p>}
      </div>
      {dialog && <StageConfirmDialog actor={dialog} />}
    </Card>
  );
}

/** Confirm or withdraw the steps a lawyer records by hand, as the machine allows them now. */
function ConfirmActions({ actor }: { actor: CaseLifecycleActor }) {
  const confirmable = useSelector(actor, (s) => CONFIRMED_STAGES.filter((stage) => s.can({ type: 'case.confirm', stage })), sameList);
  const withdrawable = useSelector(actor, (s) => CONFIRMED_STAGES.filter((stage) => s.can({ type: 'case.withdraw', stage })), sameList);
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  if (confirmable.length === 0 && withdrawable.length === 0) return null;
  return (
    <div className="case-progress__actions">
      {confirmable.map((stage) => (
        <Button key={stage} variant="secondary" onPress={() => actor.send({ type: 'case.confirm', stage })}>
          Confirm {CASE_STAGE_NAMES[stage].toLowerCase()}…
        </Button>
      ))}
      {withdrawable.map((stage) => (
        <Button key={`withdraw-${stage}`} variant="secondary" isDisabled={busy} onPress={() => actor.send({ type: 'case.withdraw', stage })}>
          Withdraw {CASE_STAGE_NAMES[stage].toLowerCase()}
        </Button>
      ))}
    </div>
  );
}

const sameList = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((item, index) => item === b[index]);

/** The stage region's state: one of the stages once `deciding` has routed (it never rests there). */
function stageOf(value: unknown): CaseStage {
  const stage = (value as { stage?: unknown }).stage;
  return CASE_STAGES.find((candidate) => candidate === stage) ?? 'opened';
}
