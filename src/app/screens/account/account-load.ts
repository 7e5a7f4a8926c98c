import { questionsQueryOptions } from '../../../api/queries/questions';
import { uenDetailsQueryOptions } from '../../../api/queries/uen-details';
import { settled, signedInUser, type RouteDataContext } from '../common/route-data';

// Both calls are ones the one-time set-up itself needs, so the server answers them with a step pending and
// these loaders do not wait for the set-up (the pages they serve are set-up pages too). A failure is the page
// machine's to show: its own load asks again and fails into its alert.

/** The security-questions loaders: the two question lists the machine's first load then reads from the cache. */
export async function loadQuestionSets(context: RouteDataContext): Promise<void> {
  await settled(context.queryClient.query(questionsQueryOptions(context.api)));
}

/** The set-UEN loader: the firm's account and UEN, which the machine's first load then reads from the cache. */
export async function loadUenDetails(context: RouteDataContext): Promise<void> {
  const user = signedInUser(context);
  if (user) await settled(context.queryClient.query(uenDetailsQueryOptions(context.api, user.userDetails.user_id)));
}
