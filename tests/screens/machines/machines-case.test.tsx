import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { SALE_NEARLY_ACTIVE } from '../../../machines/case-lifecycle.samples';
import { CaseDiagramLink } from '../../../src/app/screens/machines/CaseDiagramLink';
import { machinesSearch } from '../../../src/app/screens/machines/machines-search';
import type { CaseRecords } from '../../../src/domain/case/lifecycle';
import { machinesPageMessages as words } from '../../../src/domain/messages/machines-page';
import { historyRoutes, optionGrantedHistory } from '../../../stories/history/history-api';
import { progressAnswer } from '../../../stories/support/case-progress-api';
import { apiCalls, json, type MockHandler } from '../../../stories/support/mock-api';
import { renderApp } from '../support/app-router';

/**
 * Issue 19: the case lifecycle "drawn on /conveyancing/machines with the case's current state and the path it
 * took highlighted when opened from a case", through the real route (search, loader, page) against the stories'
 * demo server.
 */

const PROGRESS = 'POST /get-case-progress' as const;
const OPTION_GRANTED: CaseRecords = {
  ...SALE_NEARLY_ACTIVE,
  status: { informationComplete: true, buyer: true, seller: true, buyerLawyer: true, sellerLawyer: true },
  warrantSigned: true,
  optionSigned: true,
};

/** Case 101 at optionGranted; any other id is not the firm's. */
const caseProgress: MockHandler = ({ body }) =>
  (body as { propertyId?: unknown }).propertyId === 101 ? json(progressAnswer(101, OPTION_GRANTED)) : json({ errormsg: 'Record not found.' }, 404);

/** ELK lays out the diagrams on the page's thread: on a busy machine that takes seconds under jsdom. */
const SLOW = { timeout: 20_000 };

let cleanup: () => void = () => undefined;
afterEach(() => cleanup());

const HISTORY = optionGrantedHistory();

function open(start: string, progress: MockHandler = caseProgress) {
  const app = renderApp({ start, routes: { [PROGRESS]: progress, ...historyRoutes(HISTORY) } });
  cleanup = app.cleanup;
  return app;
}

const caseDiagram = async (card: HTMLElement) =>
  within(card).findByRole('img', { name: /^Case lifecycle state diagram: .*; current state: optionGranted/ }, SLOW);

describe('the machines page opened from a case', () => {
  it('starts with the case on the case lifecycle: its current state marked and the path it took, in the diagram and in words', async () => {
    open('/machines/case-lifecycle?case=101');
    const card = await screen.findByRole('region', { name: 'Case 101 on the case lifecycle' }, SLOW);
    // The loader had the progress before the page rendered.
    expect(within(card).queryByText(words.caseOnLifecycleLoading)).not.toBeInTheDocument();
    expect(
      within(card).getByText('Case opened → Parties in place → Warrant to act signed, now: Option granted', { exact: false }),
    ).toBeInTheDocument();
    expect(within(card).getByRole('list', { name: 'Legend' })).toHaveTextContent(words.diagramLegendCurrent);

    const diagram = await caseDiagram(card);
    expect(diagram).toHaveAccessibleName(
      /current state: optionGranted; on the path taken: deciding, opened, partiesInPlace, warrantSigned, optionGranted$/,
    );
    const current = diagram.querySelector('[data-state="caseLifecycle.stage.optionGranted"]');
    expect(current).toHaveClass('machine-diagram__state--current');
    expect(current).toHaveAttribute('aria-current', 'step');
    expect(within(current as HTMLElement).getByText(words.diagramCurrentState, { selector: 'text' })).toBeInTheDocument();
    for (const visited of ['deciding', 'opened', 'partiesInPlace', 'warrantSigned']) {
      expect(diagram.querySelector(`[data-state="caseLifecycle.stage.${visited}"]`)).toHaveClass('machine-diagram__state--visited');
    }
    for (const ahead of ['optionExercised', 'closed']) {
      expect(diagram.querySelector(`[data-state="caseLifecycle.stage.${ahead}"]`)).not.toHaveClass('machine-diagram__state--visited');
    }
    const pathEdges = [...diagram.querySelectorAll('.machine-diagram__edge--path')].map((edge) => edge.getAttribute('data-edge'));
    expect(pathEdges).toHaveLength(5);
    expect(pathEdges).toContain('caseLifecycle.stage.deciding::3:0');
    expect(apiCalls(PROGRESS)).toHaveLength(1);
    // The case lifecycle's own page, with the way back to every machine.
    expect(screen.getByRole('heading', { level: 1, name: 'Case lifecycle' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: words.allMachines })).toHaveAttribute('href', '/conveyancing/machines');
  });

  it('an old link to the machines page with a case (?case=101) opens the case lifecycle with the case on it', async () => {
    const { router } = open('/machines?case=101');
    expect(await screen.findByRole('region', { name: 'Case 101 on the case lifecycle' }, SLOW)).toBeInTheDocument();
    expect(router.state.location.href).toBe('/machines/case-lifecycle?case=101');
  });

  it("replays the case's history: each event moves the current state on the diagram, and Now shows the case as it is", async () => {
    open('/machines/case-lifecycle?case=101');
    const card = await screen.findByRole('region', { name: 'Case 101 on the case lifecycle' }, SLOW);
    const replay = within(await within(card).findByRole('group', { name: words.replayHeading }, SLOW));
    const user = userEvent.setup();
    await user.click(replay.getByRole('button', { name: words.replayFirst }));
    expect(within(card).getByText(words.replayStep(1, 4))).toBeInTheDocument();
    expect(await within(card).findByRole('img', { name: /current state: opened; on the path taken: deciding, opened$/ }, SLOW)).toBeInTheDocument();
    await user.click(replay.getByRole('button', { name: words.replayNext }));
    await user.click(replay.getByRole('button', { name: words.replayNext }));
    expect(within(card).getByText(words.replayStep(3, 4)).closest('p')).toHaveTextContent("Assigned Arjun Nair as seller's lawyer.");
    expect(
      await within(card).findByRole('img', { name: /current state: partiesInPlace; on the path taken: deciding, opened, partiesInPlace$/ }),
    ).toBeInTheDocument();
    expect(replay.getByRole('button', { name: words.replayPrevious })).toBeEnabled();
    await user.click(replay.getByRole('button', { name: words.replayLast }));
    expect(replay.getByRole('button', { name: words.replayNext })).toBeDisabled();
    await user.click(replay.getByRole('button', { name: words.replayNow }));
    expect(await caseDiagram(card)).toBeInTheDocument();
    expect(within(card).queryByText(words.replayStep(4, 4))).not.toBeInTheDocument();
  });

  it('a case whose progress cannot be read says so, with Try again, and the page stays', async () => {
    open('/machines/case-lifecycle?case=202');
    const card = await screen.findByRole('region', { name: 'Case 202 on the case lifecycle' }, SLOW);
    expect(await within(card).findByRole('alert', {}, SLOW)).toHaveTextContent(words.caseOnLifecycleFailed('202', 'Record not found.'));
    expect(within(card).getByRole('button', { name: words.caseOnLifecycleRetry })).toBeInTheDocument();
    expect(within(card).queryByRole('img')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Case lifecycle' })).toBeInTheDocument();
  });

  it('Try again asks once more and draws the case when the answer comes', async () => {
    let fail = true;
    open('/machines/case-lifecycle?case=101', (request) => (fail ? json({ errormsg: 'Network Error.' }, 503) : caseProgress(request)));
    const card = await screen.findByRole('region', { name: 'Case 101 on the case lifecycle' }, SLOW);
    await within(card).findByRole('alert', {}, SLOW);
    fail = false;
    await userEvent.setup().click(within(card).getByRole('button', { name: words.caseOnLifecycleRetry }));
    await caseDiagram(card);
    expect(within(card).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('a case parameter that is not a case id (?case=abc) shows the plain machine and asks for no progress', async () => {
    open('/machines/case-lifecycle?case=abc');
    expect(await screen.findByRole('heading', { level: 1, name: 'Case lifecycle' }, SLOW)).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /on the case lifecycle$/ })).not.toBeInTheDocument();
    expect(apiCalls(PROGRESS)).toHaveLength(0);
  });
});

describe('the machines page search', () => {
  it('keeps a positive whole case id and drops anything else', () => {
    expect(machinesSearch({ case: 101 })).toEqual({ case: 101 });
    expect(machinesSearch({ case: '101' })).toEqual({ case: 101 });
    for (const bad of ['abc', '', 0, -3, 1.5, null, undefined, { id: 1 }]) expect(machinesSearch({ case: bad })).toStrictEqual({ case: undefined });
    expect(machinesSearch({})).toStrictEqual({ case: undefined });
  });
});

describe('CaseDiagramLink', () => {
  it("links a case to the case lifecycle's page opened on it", async () => {
    const rootRoute = createRootRoute({ component: () => <CaseDiagramLink propertyId={101} /> });
    const router = createRouter({
      routeTree: rootRoute,
      basepath: '/conveyancing',
      history: createMemoryHistory({ initialEntries: ['/conveyancing/home'] }),
    });
    render(<RouterProvider router={router} />);
    expect(await screen.findByRole('link', { name: words.caseDiagramLink })).toHaveAttribute(
      'href',
      '/conveyancing/machines/case-lifecycle?case=101',
    );
  });
});
