import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { UploadFilesPage } from '../../src/app/screens/document-centre/upload/UploadFilesPage';
import { messages } from '../../src/domain/messages';
import { SignedIn } from '../account/signed-in';
import { recordedUploads } from '../support/fake-upload';
import { page } from '../support/page';
import { withQueryClient } from '../support/with-query-client';
import { withRouter } from '../support/with-router';
import { fileInput, fileOf, serveUploads } from './upload-story';

function Page() {
  return (
    <SignedIn>
      <UploadFilesPage />
    </SignedIn>
  );
}

const meta = {
  title: 'Documents/UploadFilesPage',
  component: Page,
  decorators: [withQueryClient, withRouter('/document-upload-files')],
} satisfies Meta<typeof Page>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The fake server takes a few steps per file: on a busy machine three files need more than the default second. */
const UPLOADED = { timeout: 8000 };

const THREE_FILES = [fileOf('survey-plan.pdf', 2_000_000), fileOf('title-search.pdf', 1_500_000), fileOf('valuation.pdf', 900_000)];

async function choose(canvasElement: HTMLElement, files: File[]) {
  await within(canvasElement).findByRole('button', { name: 'Choose Files' });
  await userEvent.upload(fileInput(canvasElement), files);
}

/** Picks PCN-2026-000101 in the first row's case search and OTHER as its type, then applies both to every row. */
async function assignAll(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByRole('combobox', { name: 'Property ref of survey-plan.pdf' }), 'PCN');
  await userEvent.click(await page(canvasElement).findByRole('option', { name: /PCN-2026-000101/ }));
  await userEvent.click(canvas.getByRole('button', { name: /Type of survey-plan.pdf/ }));
  await userEvent.click(await page(canvasElement).findByRole('option', { name: 'OTHER' }));
  for (const apply of canvas.getAllByRole('checkbox', { name: 'Apply to all' })) await userEvent.click(apply);
}

/** The table row of a chosen file. */
function rowOf(canvasElement: HTMLElement, name: string): HTMLElement {
  const row = within(canvasElement).getByText(name).closest('tr');
  if (!row) throw new Error(`no row for ${name}`);
  return row;
}

/** Nothing chosen yet: the drop zone with its file button. */
export const DropZone: Story = {
  beforeEach: serveUploads(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Choose Files' })).toBeVisible();
    await expect(canvas.queryByRole('table', { name: 'Files to upload' })).not.toBeInTheDocument();
  },
};

/** Three files and one over 10 MB: the large one is removed with the seed's message, the others listed. */
export const FilesChosen: Story = {
  beforeEach: serveUploads(),
  play: async ({ canvasElement }) => {
    await choose(canvasElement, [...THREE_FILES, fileOf('scan.pdf', 10_000_001)]);
    await expect(await page(canvasElement).findByText(messages.uploadFileTooLarge('scan.pdf'))).toBeVisible();
    const table = within(within(canvasElement).getByRole('table', { name: 'Files to upload' }));
    await expect(table.getAllByRole('rowheader').map((cell) => cell.querySelector('.upload-table__name')?.textContent)).toEqual([
      'survey-plan.pdf',
      'title-search.pdf',
      'valuation.pdf',
    ]);
  },
};

/** Save before every row has a case and a type: 'All need to select'. */
export const NotAllSelected: Story = {
  beforeEach: serveUploads(),
  play: async ({ canvasElement }) => {
    await choose(canvasElement, THREE_FILES);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Save' }));
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(messages.allNeedToSelect);
    await expect(recordedUploads()).toHaveLength(0);
  },
};

/** Apply to all copies the first row's case and type and locks the other rows' selectors. */
export const ApplyToAll: Story = {
  beforeEach: serveUploads(),
  play: async ({ canvasElement }) => {
    await choose(canvasElement, THREE_FILES);
    await assignAll(canvasElement);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('combobox', { name: 'Property ref of valuation.pdf' })).toHaveValue('PCN-2026-000101');
    await expect(canvas.getByRole('combobox', { name: 'Property ref of valuation.pdf' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: /Type of valuation.pdf/ })).toHaveTextContent('OTHER');
  },
};

/** Uploading: a progress bar per file and for the batch, each file sent with its own key. */
export const Uploading: Story = {
  beforeEach: serveUploads('held'),
  play: async ({ canvasElement }) => {
    await choose(canvasElement, THREE_FILES);
    await assignAll(canvasElement);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Save' }));
    // 'Uploading' is the toast and each file's progress label.
    await waitFor(() => expect(page(canvasElement).getAllByText(messages.uploading).length).toBeGreaterThan(1));
    await expect(await within(canvasElement).findByRole('progressbar', { name: 'All files' })).toBeVisible();
    const first = within(rowOf(canvasElement, 'survey-plan.pdf'));
    await waitFor(() => expect(first.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100'), UPLOADED);
    await expect(recordedUploads()[0]?.fields).toEqual({ docModule: 'other', propControlNo: 'PCN-2026-000101' });
  },
};

/** One file refused: the others are stored, the failure says which, and Retry sends only that one again. */
export const PartlyFailed: Story = {
  beforeEach: serveUploads(),
  play: async ({ canvasElement }) => {
    await choose(canvasElement, [THREE_FILES[0] ?? fileOf('a.pdf', 1), fileOf('fail-scan.pdf', 1000)]);
    await assignAll(canvasElement);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Save' }));
    await expect(await page(canvasElement).findByText(messages.uploadPartlyFailed(1, 2), undefined, UPLOADED)).toBeVisible();
    await expect(within(canvasElement).getByText(messages.uploadTypeNotAccepted('fail-scan.pdf'))).toBeVisible();
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(recordedUploads()).toHaveLength(3), UPLOADED);
    await expect(recordedUploads()[2]?.files).toEqual({ files: 'fail-scan.pdf' });
  },
};

/** Every file stored: the count, the names once, and the drop zone for the next files. */
export const Done: Story = {
  beforeEach: serveUploads(),
  play: async ({ canvasElement }) => {
    await choose(canvasElement, THREE_FILES);
    await assignAll(canvasElement);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Save' }));
    await expect(await page(canvasElement).findByText(messages.uploadDone(3), undefined, UPLOADED)).toBeVisible();
    await expect(await within(canvasElement).findByText('valuation.pdf')).toBeVisible();
    await expect(within(canvasElement).getByRole('button', { name: 'Choose Files' })).toBeVisible();
  },
};
