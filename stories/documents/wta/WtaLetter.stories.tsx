import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { WtaLetter } from '../../../src/app/screens/documents/wta/WtaLetter';
import type { DocumentParties } from '../../../src/domain/documents/document-parties';
import type { DocumentMetadata } from '../../../src/domain/documents/metadata';
import { actingLawyer, wtaDefaults } from '../../../src/domain/documents/wta-defaults';
import { messages } from '../../../src/domain/messages';
import { BUYER_CLIENT_PARTIES, FIRM, SELLER_CLIENT_PARTIES, TODAY } from '../common/document-fixtures';
import { MetadataHost, shownMetadata } from '../common/metadata-host';

interface WtaStoryProps {
  parties: DocumentParties;
  metadata: DocumentMetadata;
  isEditing: boolean;
  onChange: (patch: DocumentMetadata) => void;
}

function WtaStory({ parties, metadata, isEditing, onChange }: WtaStoryProps) {
  return (
    <MetadataHost metadata={metadata} onChange={onChange}>
      {(current, change) => <WtaLetter metadata={current} parties={parties} firm={FIRM} isEditing={isEditing} onChange={change} />}
    </MetadataHost>
  );
}

const defaultsFor = (parties: DocumentParties) => wtaDefaults(parties, parties.clientSide, actingLawyer(parties), TODAY);

const SAVED: DocumentMetadata = {
  ...defaultsFor(BUYER_CLIENT_PARTIES),
  userDescription: 'The purchase of 2 MARINA BOULEVARD, #40-01, and the mortgage loan from DBS Bank Ltd financing it.',
  letterOfEngagement: 'dated 20 February 2026',
  wtaSignedOn: '2026-02-23',
  wtaLawyerNric: 'S7012345H',
};

const meta = {
  title: 'Documents/WTA/WtaLetter',
  component: WtaStory,
  args: { parties: BUYER_CLIENT_PARTIES, metadata: defaultsFor(BUYER_CLIENT_PARTIES), isEditing: true, onChange: fn() },
} satisfies Meta<typeof WtaStory>;
export default meta;
type Story = StoryObj<typeof meta>;

const paper = (canvasElement: HTMLElement) => within(within(canvasElement).getByRole('article', { name: 'Warrant to Act' }));

/** A new warrant, in edit mode with its defaults: the proceedings, the date and the lawyer are inputs. */
export const NewEditing: Story = {
  play: async ({ canvasElement, args }) => {
    const letter = paper(canvasElement);
    const proceedings = letter.getByRole('textbox', { name: 'Description of the legal proceedings' });
    await expect(proceedings).toHaveValue('The purchase of 2 MARINA BOULEVARD, #40-01, THE SAIL @ MARINA BAY, SINGAPORE 018987.');
    await expect(letter.getByRole('textbox', { name: "Lawyer's name" })).toHaveValue('Wei Ming Tan');
    await expect(letter.getByRole('textbox', { name: 'Dated' })).toHaveValue('02-Mar-2026');
    await userEvent.clear(proceedings);
    await userEvent.type(proceedings, 'The purchase.');
    await expect(args.onChange).toHaveBeenLastCalledWith({ userDescription: 'The purchase.' });
    await waitFor(() => expect(shownMetadata(canvasElement).userDescription).toBe('The purchase.'));
  },
};

/** A saved warrant for two buyers, as it will print: 'We', each NRIC masked, the ordinal date. */
export const ExistingPreviewSeveralClients: Story = {
  args: { metadata: SAVED, isEditing: false },
  play: async ({ canvasElement }) => {
    const letter = paper(canvasElement);
    await expect(letter.getByText(/hereby authorise and instruct you/)).toHaveTextContent(
      /^We, Lim Boon Keng and Chen Mei Hua \(NRIC No\. \*{5}567D, \*{5}321A\)/,
    );
    await expect(letter.getByText('PCN-2026-000101/WTA-1')).toBeVisible();
    await expect(letter.getByText('Dated:', { exact: false })).toHaveTextContent('Dated: 23-Feb-2026');
    await expect(letter.queryByRole('textbox')).not.toBeInTheDocument();
  },
};

/** The firm acts for the one seller: 'I'. */
export const OneClient: Story = {
  args: { parties: SELLER_CLIENT_PARTIES, metadata: defaultsFor(SELLER_CLIENT_PARTIES), isEditing: false },
  play: async ({ canvasElement }) => {
    await expect(paper(canvasElement).getByText(/hereby authorise and instruct you/)).toHaveTextContent(/^I, Rahman bin Ismail/);
    await expect(paper(canvasElement).getByText(/The sale of 2 MARINA BOULEVARD/)).toBeVisible();
  },
};

const COMPANY_CLIENT: DocumentParties = {
  ...BUYER_CLIENT_PARTIES,
  purchasers: [{ name: 'Harbourfront Holdings Pte. Ltd.', idNo: '201812345K', company: true }],
};

/** The firm acts for a company: 'We, <company>' with its UEN, signed as the company (issue 18). */
export const CompanyClient: Story = {
  args: { parties: COMPANY_CLIENT, metadata: defaultsFor(COMPANY_CLIENT), isEditing: false },
  play: async ({ canvasElement }) => {
    const letter = paper(canvasElement);
    await expect(letter.getByText(/hereby authorise and instruct you/)).toHaveTextContent(
      /^We, Harbourfront Holdings Pte\. Ltd\. \(UEN No\. \*{6}345K\)/,
    );
    await expect(letter.getByRole('region', { name: 'Signature of Client' })).toHaveTextContent('UEN: ******345K');
  },
};

/** No client chosen on the property yet: the letter says what to do first. */
export const NoClient: Story = {
  args: {
    parties: { ...BUYER_CLIENT_PARTIES, clientSide: '' },
    metadata: wtaDefaults({ ...BUYER_CLIENT_PARTIES, clientSide: '' }, '', null, TODAY),
    isEditing: false,
  },
  play: async ({ canvasElement }) => {
    await expect(paper(canvasElement).getByRole('note')).toHaveTextContent(messages.wtaNoClient);
  },
};
