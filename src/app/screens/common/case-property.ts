import { redirect } from '@tanstack/react-router';
import { caseProgressQueryOptions } from '../../../api/queries/case-progress';
import { propertyQueryOptions } from '../../../api/queries/property-form';
import { loadCaseLifecycleRunner } from '../case-progress/case-lifecycle-runner-loader';
import { pageDataUser, settled, type RouteDataContext } from './route-data';

/** Seed 000 §8: a property that cannot be fetched sends the user to the get-property page. */
export const PROPERTY_LOAD_FAILED_PATH = '/get-property';

/** A route's {id} as a property id: the path gives NaN (or worse) when it holds no positive whole number. */
export function isPropertyId(id: number): boolean {
  return Number.isInteger(id) && id > 0;
}

/**
 * The loader of a per-property page (details, summary, documents, due diligence): the property is in the cache
 * before the page renders, so the page reads it at once and asks nothing itself. An id that is not a record of
 * the firm, or a failed fetch, goes to the 'Property Load Failed' page before anything renders.
 */
export async function loadCaseProperty(context: RouteDataContext, id: number): Promise<void> {
  if (!isPropertyId(id)) throw redirect({ to: PROPERTY_LOAD_FAILED_PATH, replace: true });
  // Held back by a pending set-up step: the page loads the property when it mounts (use-case-property.ts).
  if (!pageDataUser(context)) return;
  // Beside it, the case's progress (its stage in the left navigation, the panel on Stakeholder Profiles): a failure
  // leaves the page without it, and its reader asks again when it mounts.
  const progress = settled(context.queryClient.query(caseProgressQueryOptions(context.api, id)));
  // The case's lifecycle machine, which decides what the page offers: in before the page renders.
  const runner = settled(loadCaseLifecycleRunner());
  try {
    // `query` honours the shared staleTime: a cached copy fresher than that is used as it is, an older or
    // invalidated one (after a save) is fetched again before render, so the page starts from current data once.
    await context.queryClient.query(propertyQueryOptions(context.api, id));
  } catch {
    throw redirect({ to: PROPERTY_LOAD_FAILED_PATH, replace: true });
  } finally {
    await Promise.all([progress, runner]);
  }
}

/** The property for a page that does not show it but whose left navigation does (the checklist): no redirect. */
export async function prefetchCaseProperty(context: RouteDataContext, id: number): Promise<void> {
  if (isPropertyId(id) && pageDataUser(context)) await settled(context.queryClient.query(propertyQueryOptions(context.api, id)));
}
