import { useParams } from '@tanstack/react-router';
import { screen, waitFor, within } from '@testing-library/react';
import { expect } from 'vitest';
import type { Property } from '../../../src/api/property-form';
import { PropertySummaryPage } from '../../../src/app/screens/property-summary/PropertySummaryPage';
import { summaryServer } from '../../../stories/property-summary/summary-api';
import type { MockRoutes } from '../../../stories/support/mock-api';
import { renderSignedInPage } from '../support/signed-in-page';

export { user } from '../support/signed-in-page';

/** The summary page as a signed-in user sees it, against the in-memory server the stories use. */

function SummaryRoute() {
  const { id } = useParams({ strict: false });
  return <PropertySummaryPage id={Number(id)} />;
}

export interface SummaryScreenOptions {
  property: Property;
  start?: string;
  overrides?: MockRoutes;
}

export function renderSummary({ property, start = `/property-summary/${property.id}`, overrides }: SummaryScreenOptions) {
  const server = summaryServer(property, overrides);
  const rendered = renderSignedInPage({ routes: server.routes, path: '/property-summary/$id/{-$direct}', page: SummaryRoute, start });
  return { ...rendered, server };
}

/** The page once its property and its case's progress have loaded. */
export async function loaded(): Promise<HTMLElement> {
  const page = await screen.findByRole('region', { name: 'Stakeholder Profiles' });
  await waitFor(() => expect(page).not.toHaveAttribute('aria-busy'));
  return page;
}

/** A card, by its heading (cards are regions named by their titles). */
export function card(title: string) {
  return within(screen.getByRole('region', { name: title }));
}

/** A card's label / value pairs that are shown (a collapsed part's are left out). */
export function cardDetails(title: string): Record<string, string> {
  const region = screen.getByRole('region', { name: title });
  const rows = Array.from(region.querySelectorAll('.summary-details__row')).filter((row) => !row.closest('[hidden], [aria-hidden="true"]'));
  return Object.fromEntries(rows.map((row) => [row.querySelector('dt')?.textContent ?? '', row.querySelector('dd')?.textContent ?? '']));
}
