import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { HelpSupportSection } from '../../../src/app/screens/public/HelpSupportSection';
import { renderLanding } from './render-landing';

describe('Help & Support', () => {
  it('opens on FAQ and switches tabs', async () => {
    const user = userEvent.setup();
    render(<HelpSupportSection />);
    const tabs = within(screen.getByRole('tablist', { name: 'Help and support topics' }));
    expect(tabs.getByRole('tab', { name: 'FAQ' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('heading', { name: 'Registration and fees' })).toBeVisible();

    await user.click(tabs.getByRole('tab', { name: 'eGuides' }));
    expect(tabs.getByRole('tab', { name: 'eGuides' })).toHaveAttribute('aria-selected', 'true');
    // The tab's content is fetched when it is first chosen.
    const guides = await screen.findByRole('grid', { name: 'User guides' });
    // React Aria's table mounts empty and fills in its next pass: wait for the headers before reading the rows.
    expect(await within(guides).findByRole('columnheader', { name: 'Last Updated' })).toBeInTheDocument();
    expect(within(guides).getByRole('link', { name: 'Download Subscription registration form (PDF)' })).toHaveAttribute(
      'href',
      '/api/registration-form',
    );
    // Guides still being written say so instead of offering a download that is not the guide.
    expect(within(guides).getAllByText('Available soon').length).toBeGreaterThan(0);
    expect(within(guides).getAllByText(/^\d{2}-[A-Z][a-z]{2}-\d{4}$/).length).toBeGreaterThan(0);

    await user.click(tabs.getByRole('tab', { name: 'Fees and Charges' }));
    expect(await screen.findByRole('grid', { name: 'Subscription fees' })).toBeInTheDocument();
  });

  it('FAQ answers expand and collapse', async () => {
    const user = userEvent.setup();
    render(<HelpSupportSection />);
    const question = screen.getByRole('button', { name: 'Does every lawyer need a separate user ID?' });
    expect(question).toHaveAttribute('aria-expanded', 'false');
    await user.click(question);
    expect(question).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText(/Each lawyer or executive needs their own user ID/)).toBeVisible();
  });

  it('Fees and Charges shows the processing fee and the IRAS total with its estimated reply', async () => {
    const user = userEvent.setup();
    render(<HelpSupportSection />);
    await user.click(screen.getByRole('tab', { name: 'Fees and Charges' }));

    const fees = await screen.findByRole('grid', { name: 'Subscription fees' });
    // React Aria's tables mount empty and fill in their next pass.
    const processing = (await within(fees).findByRole('rowheader', { name: 'Legal requisition processing fee' })).closest('tr');
    expect(processing).toHaveTextContent('S$3.50');

    const agencies = screen.getByRole('grid', { name: 'Legal requisition charges by agency' });
    expect(await within(agencies).findByRole('columnheader', { name: 'Estimated reply' })).toBeInTheDocument();
    const iras = within(agencies).getByRole('rowheader', { name: 'IRAS' }).closest('tr');
    expect(iras).toHaveTextContent('S$40.00');
    expect(iras).toHaveTextContent('1 day');
  });

  it('a slide’s call to action opens the matching tab', async () => {
    const user = userEvent.setup();
    renderLanding('');
    await user.click(screen.getByRole('button', { name: 'Next slide' }));
    await user.click(screen.getByRole('button', { name: 'See fees and charges' }));
    // The sections after Home load when wanted: the tab appears once they have.
    expect(await screen.findByRole('tab', { name: 'Fees and Charges' })).toHaveAttribute('aria-selected', 'true');
    expect(window.location.hash).toBe('#helpsupport-header');
  });
});
