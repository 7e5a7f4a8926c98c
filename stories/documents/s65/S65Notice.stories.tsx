import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { S65Notice } from '../../../src/app/screens/documents/s65/S65Notice';
import type { DocumentParties } from '../../../src/domain/documents/document-parties';
import type { DocumentMetadata } from '../../../src/domain/documents/metadata';
import { s65Defaults } from '../../../src/domain/documents/s65-defaults';
import { messages } from '../../../src/domain/messages';
import { BUYER_CLIENT_PARTIES, LANDED_PARTIES, TODAY } from '../common/document-fixtures';
import { MetadataHost, shownMetadata } from '../common/metadata-host';

interface S65StoryProps {
  parties: DocumentParties;
  metadata: DocumentMetadata;
  isEditing: boolean;
  onChange: (patch: DocumentMetadata) => void;
}

function S65Story({ parties, metadata, isEditing, onChange }: S65StoryProps) {
  return (
    <MetadataHost metadata={metadata} onChange={onChange}>
      {(current, change) => <S65Notice metadata={current} parties={parties} isEditing={isEditing} onChange={change} />}
    </MetadataHost>
  );
}

const meta = {
  title: 'Documents/S.65/S65Notice',
  component: S65Story,
  args: { parties: BUYER_CLIENT_PARTIES, metadata: s65Defaults(BUYER_CLIENT_PARTIES, TODAY), isEditing: false, onChange: fn() },
} satisfies Meta<typeof S65Story>;
export default meta;
type Story = StoryObj<typeof meta>;

const paper = (canvasElement: HTMLElement) => within(within(canvasElement).getByRole('article', { name: 'S.65 notice' }));

/** A saved notice from the ticked MCST: managing agent, MCST, lot, seller and buyers, both lawyers to sign. */
export const WithMcstPreview: Story = {
  play: async ({ canvasElement }) => {
    const notice = paper(canvasElement);
    await expect(notice.getByText('Savills Property Management Pte Ltd')).toBeVisible();
    await expect(notice.getByText('TS 30 Lot U12345N')).toBeVisible();
    await expect(notice.getByText('Lim Boon Keng and Chen Mei Hua')).toBeVisible();
    await expect(notice.getByRole('region', { name: "Signature of Seller's Lawyer" })).toHaveTextContent('Name: Mei Ling Ong');
    await expect(notice.queryByRole('note')).not.toBeInTheDocument();
  },
};

/** Editing: the MCST, managing agent, lot, date and correspondence address are inputs. */
export const WithMcstEditing: Story = {
  args: { isEditing: true },
  play: async ({ canvasElement, args }) => {
    const notice = paper(canvasElement);
    const mail = notice.getByRole('textbox', { name: 'Managing agent e-mail' });
    await expect(mail).toHaveValue('thesail@savills.com.sg');
    await userEvent.clear(mail);
    await userEvent.type(mail, 'ma@sail.sg');
    await expect(args.onChange).toHaveBeenLastCalledWith({ s65McstMaMail: 'ma@sail.sg' });
    await waitFor(() => expect(shownMetadata(canvasElement).s65McstMaMail).toBe('ma@sail.sg'));
  },
};

/** A property with no MCST ticked: blank MCST fields and a note asking for them. */
export const WithoutMcst: Story = {
  args: { parties: LANDED_PARTIES, metadata: s65Defaults(LANDED_PARTIES, TODAY), isEditing: true },
  play: async ({ canvasElement }) => {
    const notice = paper(canvasElement);
    await expect(notice.getByRole('note')).toHaveTextContent(messages.s65NoMcst);
    await expect(notice.getByRole('textbox', { name: 'MCST no.' })).toHaveValue('');
  },
};
