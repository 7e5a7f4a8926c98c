import type { RouteDataContext } from '../common/route-data';

/**
 * The `_app` loader: the header's logo is asked for with the page's own data, before the shell renders, rather than
 * by the header's first effects (which on a phone made the first commit's longest task longer: issue 13). Once per
 * login (the query stays fresh: logo.ts). The query's module comes with the signed-in shell's code (the
 * route is loading it already), so the public home page's first load does not carry it.
 */
export function prefetchShellData({ api, queryClient }: RouteDataContext): void {
  void import('../../../api/queries/logo').then(({ logoQueryOptions }) => queryClient.prefetchQuery(logoQueryOptions(api)));
}
