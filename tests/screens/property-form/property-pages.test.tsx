import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Property } from '../../../src/api/property-form';
import { messages } from '../../../src/domain/messages';
import { SAMPLE_PROPERTY } from './property-fixtures';
import { clearToasts, expectLeftFor, GET_PROPERTY, LISTING, pressInAlert, renderPropertyScreen, user } from './property-form-screen';

vi.mock('../../../src/app/screens/property-form/sections/PropertyFormFields', () => import('./stand-in-sections'));

const party = { id: 1 };
const ALL_ASSIGNED: Property = { ...SAMPLE_PROPERTY, buyer: party, seller: party, buyerLawyer: { id: 2 }, sellerLawyer: { id: 3 } } as Property;

function propertyLinks() {
  return within(screen.getByRole('list', { name: SAMPLE_PROPERTY.propertyRefNo }));
}

describe('per-property links in the left navigation', () => {
  it('name the property and carry its id', async () => {
    renderPropertyScreen({ start: '/property-details/101/false/false', property: ALL_ASSIGNED, overrides: {} });
    await screen.findByText('Sections for preview');
    const links = propertyLinks();
    expect(links.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Stakeholder Profiles', '/property-summary/101'],
      ['Property Details', '/property-details/101'],
      ['Option to Purchase', '/property-otp/101'],
      ['Warrant to Act', '/property-wta/101'],
      ['S.65 Form', '/property-s65form/101'],
      ['Checklist & Templates', '/property-checklist/101/true'],
      ['Legal Requisitions', '/property-duediligence/101'],
      ['Case History', '/property-history/101'],
    ]);
    expect(links.getByRole('link', { name: 'Property Details' })).toHaveAttribute('aria-current', 'page');
  });

  it('until buyer, seller and both lawyers are assigned, OTP, WTA and S.65 are disabled and out of the tab order', async () => {
    renderPropertyScreen({ start: '/property-details/101/false/false', property: { ...ALL_ASSIGNED, sellerLawyer: null }, overrides: {} });
    await screen.findByText('Sections for preview');
    const links = propertyLinks();
    for (const name of ['Option to Purchase', 'Warrant to Act', 'S.65 Form']) {
      const link = links.getByRole('link', { name });
      expect(link).toHaveAttribute('aria-disabled', 'true');
      expect(link).not.toHaveAttribute('href');
    }
    expect(links.getByRole('link', { name: 'Stakeholder Profiles' })).toHaveAttribute('href', '/property-summary/101');
  });

  it("the checklist link needs the client side's lawyer (buyer side: the buyer's lawyer)", async () => {
    renderPropertyScreen({ start: '/property-details/101/false/false', property: { ...ALL_ASSIGNED, buyerLawyer: null }, overrides: {} });
    await screen.findByText('Sections for preview');
    expect(propertyLinks().getByRole('link', { name: 'Checklist & Templates' })).toHaveAttribute('aria-disabled', 'true');
  });

  it('without the checklist add-on there is no checklist link', async () => {
    renderPropertyScreen({ start: '/property-details/101/false/false', property: ALL_ASSIGNED, overrides: {}, isLAActive: 'false' });
    await screen.findByText('Sections for preview');
    expect(propertyLinks().queryByRole('link', { name: 'Checklist & Templates' })).not.toBeInTheDocument();
  });

  it('pages outside a property have none', async () => {
    renderPropertyScreen({ start: LISTING, overrides: {} });
    await screen.findByRole('heading', { name: `Page ${LISTING}` });
    expect(screen.queryByRole('link', { name: 'Stakeholder Profiles' })).not.toBeInTheDocument();
  });
});

describe('property details page', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('a property that cannot be fetched leads to the get-property page (seed 000 §8)', async () => {
    // Nothing cached: the real call goes out and fails.
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    const rendered = renderPropertyScreen({ start: '/property-details/999/false/false', overrides: {} });
    await expectLeftFor(rendered, GET_PROPERTY);
  });

  it('a path without a property number leads there too', async () => {
    const rendered = renderPropertyScreen({ start: '/property-details/abc/false/false', overrides: {} });
    await expectLeftFor(rendered, GET_PROPERTY);
  });

  it('the header shows the control no., the status and the lock', async () => {
    renderPropertyScreen({ start: '/property-details/101/false/false', property: { ...SAMPLE_PROPERTY, status: 'Active' }, overrides: {} });
    await screen.findByText('Sections for preview');
    expect(screen.getByText('Property Control No.').nextElementSibling).toHaveTextContent('PCN-2026-000101');
    expect(screen.getByText('Status').nextElementSibling).toHaveTextContent('Active');
    expect(screen.getByText('Locked').nextElementSibling).toHaveTextContent('No');
  });
});

describe('add property dialog', () => {
  afterEach(clearToasts);

  it('opens blank again after a cancelled one (seed 000 §4: the form resets)', async () => {
    renderPropertyScreen({ start: LISTING, overrides: {} });
    await user().click(await screen.findByRole('button', { name: 'Add New Property' }));
    // The dialog's code loads when it first opens (LeftNav): wait for it.
    await user().click(await screen.findByRole('button', { name: 'Fill in a LAND property' }));
    expect(screen.getByText('Reference No.: TL/CONV/0202')).toBeInTheDocument();
    await user().click(screen.getByRole('button', { name: 'Cancel' }));
    // Typed work is not dropped without a question (issue 18).
    await pressInAlert(messages.unsavedChangesTitle, 'Leave');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user().click(screen.getByRole('button', { name: 'Add New Property' }));
    expect(within(await screen.findByRole('dialog', { name: 'Property Information' })).getByText('Reference No.:')).toBeInTheDocument();
  });
});
