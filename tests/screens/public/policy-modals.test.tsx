import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Footer } from '../../../src/app/screens/common/Footer';
import { renderLanding } from './render-landing';

describe('Terms of Service and Privacy Statement', () => {
  it('the Terms modal states every figure of the terms', async () => {
    const user = userEvent.setup();
    renderLanding('');
    const menu = within(screen.getByRole('navigation', { name: 'Main' }));
    await user.click(menu.getByRole('button', { name: 'Terms of Service' }));
    // A policy's text is fetched when it is first opened.
    const dialog = await screen.findByRole('dialog', { name: 'Terms of Service' });
    expect(dialog).toHaveTextContent('within 30 days of the bill date');
    expect(dialog).toHaveTextContent('takes effect 30 days after the notice');
    expect(dialog).toHaveTextContent("giving 30 days' written notice");
    expect(dialog).toHaveTextContent('in the 3 months before');
    expect(dialog).toHaveTextContent('within 2 weeks');
    expect(dialog).toHaveTextContent('the higher of 1% a month or S$5 per failed direct debit cycle');
    expect(dialog).toHaveTextContent('a fee of S$20');

    await user.click(within(dialog).getAllByRole('button', { name: 'Close' })[0]!);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('the footer opens the Privacy Statement and shows copyright and the last-updated date', async () => {
    const user = userEvent.setup();
    render(<Footer lastUpdated="2026-02-16" />);
    expect(screen.getByText('© 2026 Conveyancing Workbench')).toBeInTheDocument();
    expect(screen.getByText('Last updated: 16-Feb-2026')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Privacy Statement' }));
    expect(await screen.findByRole('dialog', { name: 'Privacy Statement' })).toHaveTextContent('Personal Data Protection Act');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
