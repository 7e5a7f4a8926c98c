import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { UploadLogoPage } from '../../src/app/screens/account/UploadLogoPage';
import { messages } from '../../src/domain/messages';
import { SignedIn } from '../account/signed-in';
import { accountApi, storeDemoLogo } from '../support/account-api';
import { stubUpload } from '../support/fake-upload';
import { mockApi, storeDemoLogin } from '../support/mock-api';
import { withQueryClient } from '../support/with-query-client';
import { withRouter } from '../support/with-router';

/** The page where a firm sets its logo, in the signed-in shell whose header shows it. */
function LogoPage() {
  return (
    <SignedIn>
      <UploadLogoPage />
    </SignedIn>
  );
}

const SCREENS = {
  tablet1024: { name: 'Tablet 1024 × 768', styles: { width: '1024px', height: '768px' }, type: 'tablet' },
  laptop1280: { name: 'Laptop 1280 × 800', styles: { width: '1280px', height: '800px' }, type: 'desktop' },
  laptop1366: { name: 'Laptop 1366 × 768', styles: { width: '1366px', height: '768px' }, type: 'desktop' },
  desktop1920: { name: 'Desktop 1920 × 1080', styles: { width: '1920px', height: '1080px' }, type: 'desktop' },
} as const;

const meta = {
  title: 'Shell/Header with logo',
  // Played in the story tests: the header's height and the logo's size at each width are real layout.
  tags: ['browser'],
  component: LogoPage,
  decorators: [withQueryClient, withRouter('/password-management/upload-logo')],
  parameters: { viewport: { options: SCREENS } },
  beforeEach: () => {
    storeDemoLogin('lawyer1');
    storeDemoLogo(null);
    const restoreApi = mockApi(accountApi());
    // The accepted file becomes the firm's logo (GET /get-logo answers with it from then on).
    const restoreUpload = stubUpload({ progress: [1], answer: { status: 200, body: { message: 'Logo uploaded.' } }, stepMs: 10 }, storeDemoLogo);
    return () => {
      restoreUpload();
      restoreApi();
    };
  },
} satisfies Meta<typeof LogoPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A letterhead-style logo, five times as wide as it is high and far larger than the header: the worst case to fit. */
async function bannerLogo(): Promise<File> {
  const canvas = document.createElement('canvas');
  canvas.width = 600;
  canvas.height = 120;
  const context = canvas.getContext('2d');
  if (context) {
    context.fillStyle = '#0f766e';
    context.fillRect(0, 0, 600, 120);
    context.fillStyle = '#ffffff';
    context.font = 'bold 64px sans-serif';
    context.fillText('TAN & LIM LLP', 40, 84);
  }
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
  return new File([blob ?? new Uint8Array()], 'tan-lim-letterhead.png', { type: 'image/png' });
}

/**
 * Issue 18 item 13: the header grew by a row (about 60 px at 1366 px) once a logo was set, because its one wrapping
 * row of firm, menu and user broke wherever their widths added up. The header keeps its height, the logo scaled to
 * the product mark's height, and the firm's name stays in view.
 */
async function playSameHeight(canvasElement: HTMLElement, width: number) {
  await expect(window.innerWidth).toBe(width);
  const canvas = within(canvasElement);
  const header = await canvas.findByRole('banner');
  const form = within(await canvas.findByRole('region', { name: 'Logo Management' }));
  const withoutLogo = header.getBoundingClientRect().height;

  const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('The page has no file input.');
  await userEvent.upload(input, await bannerLogo());
  await userEvent.click(form.getByRole('button', { name: 'Upload' }));
  const logo = await within(header).findByRole('img', { name: messages.firmLogoAlt('Tan & Lim LLP') });
  if (!(logo instanceof HTMLImageElement)) throw new Error('The logo is not an image.');
  await waitFor(() => expect(logo.complete && logo.naturalWidth > 0).toBe(true));

  const withLogo = header.getBoundingClientRect().height;
  await expect(Math.abs(withLogo - withoutLogo)).toBeLessThanOrEqual(1);
  const logoBox = logo.getBoundingClientRect();
  const markBox = header.querySelector('.brand-mark')?.getBoundingClientRect();
  await expect(logoBox.height).toBeLessThanOrEqual((markBox?.height ?? 0) + 0.5);
  await expect(within(header).getByText('Tan & Lim LLP')).toBeVisible();
  await expect(within(header).getByRole('navigation', { name: 'Main' })).toBeVisible();
}

export const At1024: Story = {
  globals: { viewport: { value: 'tablet1024' } },
  play: async ({ canvasElement }) => playSameHeight(canvasElement, 1024),
};

export const At1280: Story = {
  globals: { viewport: { value: 'laptop1280' } },
  play: async ({ canvasElement }) => playSameHeight(canvasElement, 1280),
};

export const At1366: Story = {
  globals: { viewport: { value: 'laptop1366' } },
  play: async ({ canvasElement }) => playSameHeight(canvasElement, 1366),
};

export const At1920: Story = {
  globals: { viewport: { value: 'desktop1920' } },
  play: async ({ canvasElement }) => playSameHeight(canvasElement, 1920),
};
