import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AuditLogPage } from '../../src/app/screens/history/AuditLogPage';
import { CaseHistoryPage } from '../../src/app/screens/history/CaseHistoryPage';
import { messages } from '../../src/domain/messages';
import { SignedIn } from '../account/signed-in';
import { propertyApi } from '../property-form/property-api';
import { ACTIVE_PROPERTY } from '../property-summary/summary-fixtures';
import { apiCalls, demoApi, mockApi, storeDemoLogin } from '../support/mock-api';
import { page } from '../support/page';
import { withQueryClient } from '../support/with-query-client';
import { withRouter } from '../support/with-router';
import { caseTimeline, firmLog, historyRoutes } from './history-api';

const CASE = { ...ACTIVE_PROPERTY, id: 101 };

function Page({ view }: { view: 'case' | 'audit' }) {
  return <SignedIn>{view === 'case' ? <CaseHistoryPage id={CASE.id} /> : <AuditLogPage />}</SignedIn>;
}

/** Issue 20: a case's timeline and the firm's audit log, every write with who made it and what it changed. */
const meta = {
  title: 'History/HistoryPages',
  component: Page,
  decorators: [withQueryClient],
} satisfies Meta<typeof Page>;
export default meta;
type Story = StoryObj<typeof meta>;

const serve =
  (events = firmLog()) =>
  () => {
    storeDemoLogin('lawyer1');
    return mockApi({ ...demoApi(), ...propertyApi(CASE), ...historyRoutes(events) });
  };

async function rowsOf(canvasElement: HTMLElement, name: string): Promise<string[][]> {
  const grid = within(await within(canvasElement).findByRole('grid', { name }));
  // React Aria's table mounts empty and fills in its next pass.
  return (await grid.findAllByRole('row')).flatMap((row) => {
    const cells = within(row).queryAllByRole('rowheader').concat(within(row).queryAllByRole('gridcell'));
    return cells.length > 1 ? [cells.map((cell) => cell.textContent ?? '')] : [];
  });
}

/** Case 101 from its opening to IRAS's reply: who did what, the fields a change touched, the product's own event. */
export const CaseTimeline: Story = {
  args: { view: 'case' },
  decorators: [withRouter('/property-history/101')],
  beforeEach: serve(caseTimeline()),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: messages.caseHistoryTitle })).toBeVisible();
    await waitFor(async () => expect(await rowsOf(canvasElement, 'Case history')).toHaveLength(5));
    const rows = await rowsOf(canvasElement, 'Case history');
    await expect(rows[0]?.slice(1, 3)).toEqual([messages.historyBySystem, 'Agency replied']);
    await expect(rows[2]?.[3]).toContain('Remarks: Buyer asks for early completion');
    await expect(canvas.getByRole('link', { name: messages.caseDiagramLink })).toBeVisible();
  },
};

/** A case nothing has been recorded for yet. */
export const CaseTimelineEmpty: Story = {
  args: { view: 'case' },
  decorators: [withRouter('/property-history/101')],
  beforeEach: serve([]),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(messages.caseHistoryEmpty)).toBeVisible();
  },
};

/** The firm's log: logins (one failed), a contact's change masked as the screen masks it, the case's events; searched. */
export const AuditLog: Story = {
  args: { view: 'audit' },
  decorators: [withRouter('/audit-log')],
  beforeEach: serve(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: messages.auditLogTitle })).toBeVisible();
    await waitFor(async () => expect(await rowsOf(canvasElement, 'Audit log')).toHaveLength(8));
    const rows = await rowsOf(canvasElement, 'Audit log');
    await expect(rows[2]?.[3]).toContain('******567A');
    await expect(rows[3]?.[4]).toBe('PCN-2026-000101');

    const search = within(canvas.getByRole('search', { name: 'Audit log search' }));
    await userEvent.type(search.getByRole('searchbox'), 'login');
    await userEvent.click(search.getByRole('button', { name: 'Search' }));
    await waitFor(async () => expect((await rowsOf(canvasElement, 'Audit log')).map((row) => row[2])).toEqual(['Login failed']));
    await expect(apiCalls('POST /get-audit-log').at(-1)?.body).toEqual({ pageNo: 1, pageSize: 10, search: 'login' });
  },
};

/** The profile with the user's own last logins, a failed one marked. */
export const ProfileLogins: Story = {
  args: { view: 'audit' },
  decorators: [withRouter('/audit-log')],
  beforeEach: serve(),
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: /Profile/ }));
    const logins = within(await page(canvasElement).findByRole('region', { name: messages.loginHistoryTitle }));
    await expect(await logins.findByText('Login failed: wrong password.')).toBeVisible();
    await expect(logins.getByText('Logged in.')).toBeVisible();
  },
};
