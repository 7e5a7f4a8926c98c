import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { DraftRequisitionsPage } from '../../../src/app/screens/draft-requisitions/DraftRequisitionsPage';
import { drafts } from '../../../stories/requisition-reports/report-fixtures';
import { renderRequisitionsPage } from '../requisition-reports/requisitions-screen';
import { stubScrollToEachTest } from '../support/screen-model';

/** Issue 18 item 11: no row checkbox is just 'Select'; each names its requisition. */

let cleanup: () => void = () => undefined;
afterEach(() => cleanup());

describe('draft requisition rows', () => {
  stubScrollToEachTest();

  it("each row's box is named by its LF control number", async () => {
    const rows = drafts(3);
    cleanup = renderRequisitionsPage({ page: DraftRequisitionsPage, path: '/draftedRequisition-reports', server: { requisitions: rows } }).cleanup;
    const table = await screen.findByRole('grid', { name: 'Draft requisitions' });
    await waitFor(() => expect(within(table).getAllByRole('rowheader')).toHaveLength(3));
    for (const row of rows) {
      const header = within(table).getByRole('rowheader', { name: row.lfControlNumber });
      const box = within(header.closest('tr') ?? table).getByRole('checkbox');
      expect(box).toHaveAccessibleName(`Select ${row.lfControlNumber}`);
    }
  });
});
