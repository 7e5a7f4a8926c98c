import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { DocumentActions } from '../../../src/app/screens/documents/common/DocumentActions';
import { DocumentPageHeader } from '../../../src/app/screens/documents/common/DocumentPageHeader';
import { TemplateSelector } from '../../../src/app/screens/documents/common/TemplateSelector';
import { BUYER_CLIENT_PARTIES } from './document-fixtures';

const meta = {
  title: 'Documents/Chrome/DocumentPageHeader',
  component: DocumentPageHeader,
  args: { module: 'otp', property: BUYER_CLIENT_PARTIES },
  decorators: [
    (Story) => (
      <div style={{ padding: 16 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof DocumentPageHeader>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The heading: law-firm reference and address; the template selector and action icons beside it. */
export const WithSelectorAndActions: Story = {
  args: {
    actions: (
      <>
        <TemplateSelector module="otp" value="template1" onChange={fn()} />
        <DocumentActions module="otp" send={{ onPress: fn() }} print={{ onPress: fn() }} edit={{ onPress: fn() }} />
      </>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('TL/CONV/0412 – 2 MARINA BOULEVARD');
    await expect(canvas.getByRole('group', { name: 'Document actions' })).toBeVisible();
  },
};

/** A property without the firm's own reference: the address alone. */
export const NoFirmReference: Story = {
  args: { module: 's65', property: { ...BUYER_CLIENT_PARTIES, lawfirmRefNo: '' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1 })).toHaveTextContent(/^2 MARINA BOULEVARD/);
    await expect(within(canvasElement).getByText(/S\.65 FORM/)).toBeVisible();
  },
};
