import { createContext } from 'react';
import type { CaseLifecycleActor } from './use-case-lifecycle';

export interface CaseLifecycleScopeValue {
  propertyId: number;
  /** Null while the case's progress is not known (not loaded, or the server could not answer). */
  actor: CaseLifecycleActor | null;
}

/** The case-lifecycle actor of the case whose pages are shown (case-lifecycle-scope.tsx opens it). */
export const CaseLifecycleScopeContext = createContext<CaseLifecycleScopeValue | null>(null);
