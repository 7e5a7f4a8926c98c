import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { DeadlinesBoardPage } from '../../src/app/screens/deadlines-board/DeadlinesBoardPage';
import { messages } from '../../src/domain/messages';
import { SignedIn } from '../account/signed-in';
import { apiCalls, mockApi, storeDemoLogin } from '../support/mock-api';
import { expectPath, page } from '../support/page';
import { withQueryClient } from '../support/with-query-client';
import { withRouter } from '../support/with-router';
import { deadlinesBoardRoutes, mixedCases, overdueCases, type StoryBoardCase } from './deadlines-board-api';

function Page() {
  return (
    <SignedIn>
      <DeadlinesBoardPage />
    </SignedIn>
  );
}

/** Issue 19: the firm's deadlines board, every open case's next deadline, soonest (so overdue) first. */
const meta = {
  title: 'Deadlines/DeadlinesBoardPage',
  component: Page,
  decorators: [withQueryClient, withRouter('/deadlines')],
} satisfies Meta<typeof Page>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Signed in as lawyer1 against the in-memory board. */
const serve = (cases: StoryBoardCase[]) => () => {
  storeDemoLogin('lawyer1');
  return mockApi(deadlinesBoardRoutes(cases));
};

const BOARD = 'POST /get-deadlines-board' as const;

const grid = async (canvasElement: HTMLElement) => within(await within(canvasElement).findByRole('grid', { name: 'Deadlines of open cases' }));
/** Each row as its cells' texts, the due (row header) first. */
async function rowsOf(canvasElement: HTMLElement): Promise<string[][]> {
  const table = await grid(canvasElement);
  return table.getAllByRole('row').flatMap((row) => {
    const cells = within(row).queryAllByRole('rowheader').concat(within(row).queryAllByRole('gridcell'));
    return cells.length > 1 ? [cells.map((cell) => cell.textContent ?? '')] : [];
  });
}

async function choose(canvasElement: HTMLElement, label: string, option: string) {
  await userEvent.click(await within(canvasElement).findByRole('button', { name: new RegExp(`${label}$`) }));
  await userEvent.click(await page(canvasElement).findByRole('option', { name: option }));
}

/** No open case has a deadline (nor any case at all): the board says so. */
export const Empty: Story = {
  beforeEach: serve([]),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: messages.deadlinesBoardTitle })).toBeVisible();
    await expect(await canvas.findByText(messages.deadlinesBoardEmpty)).toBeVisible();
    await expect(canvas.getByText('0 records')).toBeVisible();
  },
};

/**
 * One of each: overdue first (flagged), then due within 3 days (flagged), upcoming ones unflagged, and the case with no
 * deadline last. Each case links to its summary; the lawyer and stage filters ask the server again from page 1.
 */
export const Mixed: Story = {
  beforeEach: serve(mixedCases()),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await grid(canvasElement);
    await expect(table.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Due',
      'Flag',
      'Deadline',
      'Case',
      'Address',
      'Stage',
      'Lawyer',
    ]);
    await waitFor(async () => expect(await rowsOf(canvasElement)).toHaveLength(5));
    const rows = await rowsOf(canvasElement);
    await expect(rows.map((row) => [row[1], row[2], row[5], row[6]])).toEqual([
      ['Overdue', 'Option expires', 'Option granted', 'Wei Ming Tan'],
      ['Due within 3 days', 'Stamp duty due', 'Option exercised', 'Nur Aisyah binte Rahman'],
      ['', 'URA reply expected', 'Stamp duty paid', 'Wei Ming Tan'],
      ['', 'Completion', 'Parties in place', 'Nur Aisyah binte Rahman'],
      ['', messages.deadlinesBoardNoDeadline, 'Case opened', 'Wei Ming Tan'],
    ]);
    await expect(rows[0]?.[0]).toMatch(/^\d{2}-[A-Z][a-z]{2}-\d{4}, \d{1,2}:\d{2} [ap]\.m\.$/);
    await expect(rows[4]?.[0]).toBe('—');

    await choose(canvasElement, 'Lawyer', 'Nur Aisyah binte Rahman');
    await waitFor(async () => expect((await rowsOf(canvasElement)).map((row) => row[2])).toEqual(['Stamp duty due', 'Completion']));
    await expect(apiCalls(BOARD).at(-1)?.body).toEqual({ pageNo: 1, pageSize: 10, lawyerId: 'newlawyer' });
    await choose(canvasElement, 'Stage', 'Parties in place');
    await waitFor(async () => expect((await rowsOf(canvasElement)).map((row) => row[2])).toEqual(['Completion']));
    await expect(apiCalls(BOARD).at(-1)?.body).toEqual({ pageNo: 1, pageSize: 10, lawyerId: 'newlawyer', stage: 'partiesInPlace' });

    await userEvent.click(canvas.getByRole('link', { name: 'PCN-2026-000104' }));
    await expectPath(canvasElement, '/property-summary/104');
  },
};

/** Many overdue deadlines: they lead the board, flagged, page after page; the one still to come is on the last page. */
export const Overdue: Story = {
  beforeEach: serve(overdueCases()),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('13 records')).toBeVisible();
    await waitFor(async () => expect(await rowsOf(canvasElement)).toHaveLength(10));
    await expect((await rowsOf(canvasElement)).every((row) => row[1] === 'Overdue')).toBe(true);
    await userEvent.click(canvas.getByRole('button', { name: 'Page 2' }));
    await waitFor(async () => expect((await rowsOf(canvasElement)).map((row) => row[1])).toEqual(['Overdue', 'Overdue', '']));
    await expect(apiCalls(BOARD).at(-1)?.body).toEqual({ pageNo: 2, pageSize: 10 });
  },
};
