import { useQuery } from '@tanstack/react-query';
import { useSelector } from '@xstate/react';
import { use, useContext, useMemo, type ReactNode } from 'react';
import type { SnapshotFrom } from 'xstate';
import type { caseLifecycleMachine } from '../../../../machines/case-lifecycle.machine';
import type { CaseProgress } from '../../../api/case-progress';
import { caseProgressQueryOptions } from '../../../api/queries/case-progress';
import { api } from '../../api';
import { CaseLifecycleScopeContext as ScopeContext } from './case-lifecycle-context';
import { loadCaseLifecycleRunner, loadedCaseLifecycleRunner } from './case-lifecycle-runner-loader';
import type { CaseLifecycleActor } from './use-case-lifecycle';

/**
 * One case-lifecycle actor for everything under it that concerns the case (issue 19: "the screens ask the machine
 * what is allowed"): the shell opens one around a case's pages, so the left navigation, the page and its dialogs
 * ask the same actor. A page rendered on its own (a story, a screen test) opens its own; under a scope of the same
 * case this is a pass-through, so the app never runs two.
 */
export function CaseLifecycleScope({ propertyId, children }: { propertyId: number; children: ReactNode }) {
  const outer = useContext(ScopeContext);
  if (outer?.propertyId === propertyId) return children;
  return <OwnScope propertyId={propertyId}>{children}</OwnScope>;
}

function OwnScope({ propertyId, children }: { propertyId: number; children: ReactNode }) {
  // The route's loader has fetched it (loadCaseProperty). Until it is in, nothing under the scope renders: what a
  // page offers starts from the machine's first answer, and is never built twice. A case whose progress cannot be
  // read offers no changes.
  const query = useQuery(caseProgressQueryOptions(api, propertyId));
  const progress = query.data;
  const unknown = useMemo(() => ({ propertyId, actor: null }), [propertyId]);
  if (firstLoad(query)) return null;
  if (!progress) return <ScopeContext.Provider value={unknown}>{children}</ScopeContext.Provider>;
  return (
    <RunningScope key={propertyId} progress={progress}>
      {children}
    </RunningScope>
  );
}

function RunningScope({ progress, children }: { progress: CaseProgress; children: ReactNode }) {
  // Loaded by the case route's loader, so this normally renders at once; elsewhere it suspends until it is in.
  const loaded = loadedCaseLifecycleRunner();
  if (!loaded) return <RunningScopeOnceLoaded progress={progress}>{children}</RunningScopeOnceLoaded>;
  return <loaded.CaseLifecycleRunner progress={progress}>{children}</loaded.CaseLifecycleRunner>;
}

/** Suspends until the runner is in; `use` is called on every render of this component, as React requires. */
function RunningScopeOnceLoaded({ progress, children }: { progress: CaseProgress; children: ReactNode }) {
  const { CaseLifecycleRunner } = use(loadCaseLifecycleRunner());
  return <CaseLifecycleRunner progress={progress}>{children}</CaseLifecycleRunner>;
}

/**
 * The progress has never been answered: TanStack Query puts a query without data back to 'pending' while it asks
 * again after a refusal, which must not take the page away each time a reader mounts.
 */
const firstLoad = (query: { isPending: boolean; errorUpdatedAt: number }) => query.isPending && query.errorUpdatedAt === 0;

/** The case's progress has been answered (or refused): a page under a scope is busy until then. */
export function useCaseProgressSettled(propertyId: number): boolean {
  return !firstLoad(useQuery(caseProgressQueryOptions(api, propertyId)));
}

/** The case's lifecycle actor, or null outside a scope or while the progress is unknown. */
export function useCaseLifecycleActor(): CaseLifecycleActor | null {
  return useContext(ScopeContext)?.actor ?? null;
}

/** What the case allows now, as its machine answers (`state.can`, tags). */
export interface CaseAllows {
  edit: boolean;
  delete: boolean;
  assign: boolean;
  unassign: boolean;
  documents: boolean;
  /** The machine's 'locked' tag: the case is closed. */
  locked: boolean;
}

const NOTHING: CaseAllows = { edit: false, delete: false, assign: false, unassign: false, documents: false, locked: false };

function allowsOf(snapshot: SnapshotFrom<typeof caseLifecycleMachine>): CaseAllows {
  return {
    edit: snapshot.can({ type: 'case.edit' }),
    delete: snapshot.can({ type: 'case.delete' }),
    assign: snapshot.can({ type: 'case.assign' }),
    unassign: snapshot.can({ type: 'case.unassign' }),
    documents: snapshot.can({ type: 'case.openDocuments' }),
    locked: snapshot.hasTag('locked'),
  };
}

const sameAllows = (a: CaseAllows, b: CaseAllows) => (Object.keys(a) as (keyof CaseAllows)[]).every((key) => a[key] === b[key]);

/** What the case allows now; nothing while its lifecycle is unknown. */
export function useCaseAllows(): CaseAllows {
  const actor = useCaseLifecycleActor();
  return useSelector(actor ?? undefined, (snapshot) => (snapshot ? allowsOf(snapshot) : NOTHING), sameAllows);
}

export type CaseIntent = 'case.edit' | 'case.delete' | 'case.assign' | 'case.unassign' | 'case.openDocuments';

/**
 * Tells the case's machine what the user asked for (it remembers the request, and QA sees it on the diagram),
 * then does it; refused when the machine does not allow it now (the control was on screen from an older answer).
 */
export function useCaseIntent(): (intent: CaseIntent, open: () => void) => void {
  const actor = useCaseLifecycleActor();
  return (intent, open) => {
    if (!actor?.getSnapshot().can({ type: intent })) return;
    actor.send({ type: intent });
    open();
  };
}
