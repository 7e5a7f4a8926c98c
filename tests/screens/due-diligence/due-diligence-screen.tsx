import { useParams } from '@tanstack/react-router';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect } from 'vitest';
import { DueDiligencePage } from '../../../src/app/screens/due-diligence/DueDiligencePage';
import {
  RequisitionActorOverridesContext,
  type RequisitionActorOverrides,
} from '../../../src/app/screens/due-diligence/requisition/requisition-effects';
import { requisitionServer, type RequisitionServerOptions } from '../../../stories/due-diligence/pages/requisition-server';
import { renderSignedInPage } from '../support/signed-in-page';

/**
 * The due-diligence page as lawyer1 sees it, with the left navigation, against the in-memory requisition server
 * the stories use (the page's own API client, with fetch replaced). Every other path is a heading naming it.
 */

function DueDiligenceRoute() {
  const { id } = useParams({ strict: false });
  return <DueDiligencePage key={id} id={Number(id)} />;
}

export interface DueDiligenceScreenOptions extends RequisitionServerOptions {
  /** The machine's calls replaced or watched. */
  actors?: RequisitionActorOverrides;
}

export function renderDueDiligence({ actors = {}, ...options }: DueDiligenceScreenOptions) {
  const server = requisitionServer(options);
  const { router, cleanup } = renderSignedInPage({
    routes: server.routes,
    path: '/property-duediligence/$id',
    page: DueDiligenceRoute,
    start: `/property-duediligence/${options.property.id}`,
    withLeftNav: true,
    wrap: (inner) => <RequisitionActorOverridesContext.Provider value={actors}>{inner}</RequisitionActorOverridesContext.Provider>,
  });
  return { router, server, cleanup };
}

export const user = () => userEvent.setup({ delay: null });

/** Step 1 once the agency fees are in. */
export async function stepOne(): Promise<HTMLElement> {
  return screen.findByRole('region', { name: 'Step 1: Select agencies' });
}

export const agencyBox = (name: string) => screen.getByRole('checkbox', { name: `Select ${name}` });

/** Ticks the agency lines one after another, each only once the last has settled (IRAS checks the unit first). */
export async function tick(...names: string[]): Promise<void> {
  for (const name of names) {
    await user().click(agencyBox(name));
    await waitFor(() => expect(screen.getByRole('region', { name: 'Step 1: Select agencies' })).not.toHaveAttribute('aria-busy'));
  }
}

export const alertNamed = (title: string) => screen.findByRole('alertdialog', { name: title });

export async function pressIn(dialog: HTMLElement, button: string): Promise<void> {
  await user().click(within(dialog).getByRole('button', { name: button }));
}

export async function next(): Promise<HTMLElement> {
  await user().click(screen.getByRole('button', { name: 'Next' }));
  return screen.findByRole('region', { name: 'Step 2: Review and submit' });
}

/** The summary table's rows as text cells. */
export function summaryRows(): string[][] {
  const table = screen.getByRole('grid', { name: 'Requisition summary' });
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => Array.from(row.querySelectorAll('[role="rowheader"], [role="gridcell"]'), (cell) => cell.textContent ?? ''));
}
