import { screen, waitFor, within } from '@testing-library/react';
import { expect } from 'vitest';
import { PropertyListingPage } from '../../../src/app/screens/property-listing/PropertyListingPage';
import { listingServer, type ListingServerOptions } from '../../../stories/property-listing/listing-api';
import { apiCalls, type RouteKey } from '../../../stories/support/mock-api';
import { renderSignedInPage } from '../support/signed-in-page';

export { user, USER_ID } from '../support/signed-in-page';

/** The listing page as a signed-in user sees it, against the in-memory listing server the stories use. */

export const LISTING = '/property-listing';

export interface ListingScreenOptions extends ListingServerOptions {
  isLAActive?: boolean;
}

export function renderListing({ isLAActive = true, ...serverOptions }: ListingScreenOptions) {
  const server = listingServer(serverOptions);
  const { router, cleanup } = renderSignedInPage({ routes: server.routes, path: LISTING, page: PropertyListingPage, isLAActive });
  return { router, server, cleanup };
}

export const table = () => screen.getByRole('grid', { name: 'Properties' });

/** The body rows of the listing table (the header row left out). */
export function bodyRows(): HTMLElement[] {
  return within(table()).getAllByRole('row').slice(1);
}

/** Waits until the table shows `first` as its first row's reference. */
export async function firstRowIs(reference: string): Promise<void> {
  await waitFor(() => expect(within(bodyRows()[0] ?? table()).getByRole('rowheader')).toHaveTextContent(reference));
}

export function rowOf(reference: string): HTMLElement {
  const row = bodyRows().find((candidate) => within(candidate).queryByRole('rowheader')?.textContent?.includes(reference));
  if (!row) throw new Error(`no row for ${reference}`);
  return row;
}

/** The bodies the page sent to one listing call, oldest first. */
export function sentBodies(route: RouteKey): unknown[] {
  return apiCalls(route).map((call) => call.body);
}

export const pager = () => screen.getByRole('navigation', { name: 'Property listing pages' });

export function currentPage(nav: HTMLElement = pager()): string | null | undefined {
  return nav.querySelector('[aria-current="page"]')?.textContent?.replace('Page ', '');
}
