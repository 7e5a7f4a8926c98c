import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { SecurityQuestionsPage } from '../../src/app/screens/account/SecurityQuestionsPage';
import { messages } from '../../src/domain/messages';
import { accountApi, accountHandlers, DEMO_QUESTION_SETS } from '../support/account-api';
import { apiCalls, mockApi, storeDemoLogin } from '../support/mock-api';
import { expectPath, page } from '../support/page';
import { withQueryClient } from '../support/with-query-client';
import { withRouter } from '../support/with-router';
import { SignedIn } from './signed-in';

function VoluntaryPage() {
  return (
    <SignedIn>
      <SecurityQuestionsPage />
    </SignedIn>
  );
}

/** lawyer1 has set 'What is the name of your first pet?' and 'In which city was your mother born?'. */
const meta = {
  title: 'Account/SecurityQuestionsPage',
  component: VoluntaryPage,
  decorators: [withQueryClient, withRouter('/password-management/security-questions')],
  beforeEach: () => {
    storeDemoLogin('lawyer1');
    return mockApi(accountApi());
  },
} satisfies Meta<typeof VoluntaryPage>;
export default meta;
type Story = StoryObj<typeof meta>;

async function ready(canvasElement: HTMLElement) {
  const form = within(await within(canvasElement).findByRole('region', { name: 'Security Questions' }));
  await waitFor(() => expect(form.getByRole('textbox', { name: 'Answer 1' })).toBeEnabled());
  return form;
}

/** Questions already set: shown read-only in the full shell; only the answers are entered again. */
export const QuestionsAlreadySet: Story = {
  play: async ({ canvasElement }) => {
    const form = await ready(canvasElement);
    await expect(await within(canvasElement).findByRole('navigation', { name: 'Password Management' })).toBeVisible();
    const question1 = form.getByRole('textbox', { name: 'Question 1' });
    await expect(question1).toHaveValue('What is the name of your first pet?');
    await expect(question1).toHaveAttribute('readonly');
    await expect(form.getByRole('textbox', { name: 'Question 2' })).toHaveValue('In which city was your mother born?');
    await expect(form.queryByRole('button', { name: /Question 1/ })).not.toBeInTheDocument();
    await expect(form.getByRole('textbox', { name: 'Email' })).toHaveValue('conveyancing@tanlim.com.sg');
    await expect(form.getByRole('button', { name: 'Ignore' })).toBeEnabled();
    await expect(form.queryByRole('button', { name: 'Logout' })).not.toBeInTheDocument();
  },
};

export const AnswersSaved: Story = {
  play: async ({ canvasElement }) => {
    const form = await ready(canvasElement);
    await userEvent.type(form.getByRole('textbox', { name: 'Answer 1' }), 'Rex');
    await userEvent.type(form.getByRole('textbox', { name: 'Answer 2' }), 'Ipoh');
    await userEvent.click(form.getByRole('button', { name: 'Submit' }));
    await expect(await page(canvasElement).findByText(messages.securityQuestionsSaved)).toBeVisible();
    await expectPath(canvasElement, '/property-listing');
    const [call] = apiCalls('POST /register-security-qa');
    await expect(call?.body).toEqual({
      userid: 'lawyer1',
      question1: 'What is the name of your first pet?',
      answer1: 'Rex',
      question2: 'In which city was your mother born?',
      answer2: 'Ipoh',
    });
  },
};

/** No questions set yet: the two dropdowns, with the voluntary page's wording for what is missing. */
export const NoQuestionsYet: Story = {
  beforeEach: () => mockApi(accountApi({ 'POST /retrieve-security-qa': accountHandlers.noQuestionsSet })),
  play: async ({ canvasElement }) => {
    const form = await ready(canvasElement);
    const trigger = form.getByRole('button', { name: /Question 1/ });
    await expect(trigger).toHaveTextContent('Choose a question');
    await userEvent.click(trigger);
    const listbox = within(await page(canvasElement).findByRole('listbox'));
    for (const question of DEMO_QUESTION_SETS.set1) await expect(listbox.getByRole('option', { name: question })).toBeVisible();
    await userEvent.click(listbox.getByRole('option', { name: DEMO_QUESTION_SETS.set1[0]! }));
    await userEvent.click(form.getByRole('button', { name: 'Submit' }));
    const alert = await page(canvasElement).findByRole('alertdialog', { name: messages.securityQuestionsIncomplete });
    await expect(alert).toHaveTextContent(messages.chooseYourQuestions);
  },
};

export const NotSaved: Story = {
  beforeEach: () => mockApi(accountApi({ 'POST /register-security-qa': accountHandlers.register({ status: 'fail' }) })),
  play: async ({ canvasElement }) => {
    const form = await ready(canvasElement);
    await userEvent.type(form.getByRole('textbox', { name: 'Answer 1' }), 'Rex');
    await userEvent.type(form.getByRole('textbox', { name: 'Answer 2' }), 'Ipoh');
    await userEvent.click(form.getByRole('button', { name: 'Submit' }));
    const alert = await page(canvasElement).findByRole('alertdialog', { name: messages.errorOnRegisterSecurityQuestion });
    await expect(alert).toHaveTextContent(messages.securityQuestionsNotSaved);
    await expectPath(canvasElement, '/password-management/security-questions');
  },
};

/** Ignore warns first: Cancel keeps the page, confirming goes on to the listing without saving. */
export const Ignore: Story = {
  play: async ({ canvasElement }) => {
    const form = await ready(canvasElement);
    await userEvent.click(form.getByRole('button', { name: 'Ignore' }));
    let alert = within(await page(canvasElement).findByRole('alertdialog', { name: messages.ignoreSecurityQuestionsTitle }));
    await expect(alert.getByText(messages.ignoreSecurityQuestionsWarning)).toBeVisible();
    await userEvent.click(alert.getByRole('button', { name: 'Cancel' }));
    await waitFor(() =>
      expect(page(canvasElement).queryByRole('alertdialog', { name: messages.ignoreSecurityQuestionsTitle })).not.toBeInTheDocument(),
    );
    await userEvent.click(form.getByRole('button', { name: 'Ignore' }));
    alert = within(await page(canvasElement).findByRole('alertdialog', { name: messages.ignoreSecurityQuestionsTitle }));
    await userEvent.click(alert.getByRole('button', { name: 'Ignore' }));
    await expectPath(canvasElement, '/property-listing');
    await expect(apiCalls('POST /register-security-qa')).toHaveLength(0);
  },
};

export const Loading: Story = {
  beforeEach: () => mockApi(accountApi({ 'GET /questions': accountHandlers.never })),
  play: async ({ canvasElement }) => {
    const form = within(await within(canvasElement).findByRole('region', { name: 'Security Questions' }));
    await expect(form.getByRole('textbox', { name: 'Answer 1' })).toBeDisabled();
    await expect(form.getByRole('button', { name: 'Submit' })).toBeDisabled();
    await expect(page(canvasElement).getByText(messages.pleaseWait)).toBeVisible();
  },
};

export const QuestionsUnavailable: Story = {
  beforeEach: () => mockApi(accountApi({ 'GET /questions': accountHandlers.questionsFailed })),
  play: async ({ canvasElement }) => {
    const alert = await page(canvasElement).findByRole('alertdialog', { name: messages.fetchQuestionsError });
    await userEvent.click(within(alert).getByRole('button', { name: 'OK' }));
    const form = within(await within(canvasElement).findByRole('region', { name: 'Security Questions' }));
    await expect(form.getByRole('alert')).toHaveTextContent(messages.securityQuestionsUnavailable);
    await expect(form.queryByRole('button', { name: 'Ignore' })).not.toBeInTheDocument();
  },
};
