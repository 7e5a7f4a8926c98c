import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { appFont } from '../../.storybook/story-at-rest';
import { PropertyListingPage } from '../../src/app/screens/property-listing/PropertyListingPage';
import { SignedIn } from '../account/signed-in';
import { listingServer } from '../property-listing/listing-api';
import { demoRows } from '../property-listing/listing-fixtures';
import { demoApi, mockApi, storeDemoLogin } from '../support/mock-api';
import { withQueryClient } from '../support/with-query-client';
import { withRouter } from '../support/with-router';

/** A signed-in page: the shell around the property listing. */
function SignedInPage() {
  return (
    <SignedIn>
      <PropertyListingPage />
    </SignedIn>
  );
}

/**
 * Storybook's preview loads the app's own stylesheets (.storybook/preview.tsx, as src/app/main.tsx does), so a
 * story looks like the app: its font, colours and the shell's layout. Every story checks the font once it has run
 * (.storybook/vitest.setup.ts); this one checks the shell too.
 */
const meta = {
  title: 'Storybook/App stylesheet',
  // Played in the story tests: computed styles and the shell's layout need a real browser.
  tags: ['browser'],
  component: SignedInPage,
  decorators: [withQueryClient, withRouter('/property-listing')],
  beforeEach: () => {
    storeDemoLogin('lawyer1');
    return mockApi({ ...demoApi(), ...listingServer({ rows: demoRows(4) }).routes });
  },
} satisfies Meta<typeof SignedInPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** What a custom property of ui.css resolves to as a background colour. */
function resolvedColour(variable: string): string {
  const probe = document.createElement('div');
  probe.style.backgroundColor = `var(${variable})`;
  document.body.append(probe);
  const colour = getComputedStyle(probe).backgroundColor;
  probe.remove();
  return colour;
}

export const ShellAsTheAppShowsIt: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const main = await canvas.findByRole('main');
    await expect(await within(main).findByRole('heading', { level: 1, name: 'Property Listing' })).toBeVisible();
    await expect(await within(main).findByRole('grid', { name: 'Properties' })).toBeVisible();

    // The app's font, not the browser's Times.
    const font = appFont();
    await expect(font.app).toMatch(/^system-ui\b/);
    await expect(font.body).toBe(font.app);
    await expect(getComputedStyle(main).fontFamily).toBe(font.body);

    // The header's navy bar and white text (ui.css colours, app.css layout).
    const header = canvas.getByRole('banner');
    await expect(getComputedStyle(header).backgroundColor).toBe(resolvedColour('--ui-color-primary'));
    await expect(getComputedStyle(header).color).toBe('rgb(255, 255, 255)');

    // The left navigation beside the page, not stacked above it.
    const nav = canvas.getByRole('navigation', { name: 'Property' }).closest('.left-nav');
    if (!(nav instanceof HTMLElement)) throw new Error('no left navigation');
    const navBox = nav.getBoundingClientRect();
    const mainBox = main.getBoundingClientRect();
    await expect(navBox.right).toBeLessThanOrEqual(mainBox.left + 1);
    await expect(Math.abs(navBox.top - mainBox.top)).toBeLessThan(1);
    await expect(getComputedStyle(document.body).backgroundColor).toBe(resolvedColour('--ui-color-background'));
  },
};
