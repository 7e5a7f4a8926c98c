import { useMemo, type ReactNode } from 'react';
import type { CaseProgress } from '../../../api/case-progress';
import { CaseLifecycleScopeContext } from './case-lifecycle-context';
import { useCaseLifecycle } from './use-case-lifecycle';

/** Runs the case's lifecycle machine from its progress and offers it to everything under it. */
export function CaseLifecycleRunner({ progress, children }: { progress: CaseProgress; children: ReactNode }) {
  const actor = useCaseLifecycle(progress);
  const scope = useMemo(() => ({ propertyId: progress.propertyId, actor }), [progress.propertyId, actor]);
  return <CaseLifecycleScopeContext.Provider value={scope}>{children}</CaseLifecycleScopeContext.Provider>;
}
