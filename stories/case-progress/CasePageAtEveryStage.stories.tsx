import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { CaseDeadline } from '../../src/api/case-progress';
import { DEADLINE_STATE_WORDS } from '../../src/app/screens/case-progress/deadline-words';
import { PropertySummaryPage } from '../../src/app/screens/property-summary/PropertySummaryPage';
import { agencyReplyTime } from '../../src/domain/case/agency-reply-times';
import { CONFIRMED_STAGES, stagesOf, type CaseStage, type ConfirmedStage } from '../../src/domain/case/lifecycle';
import { toDisplayDate } from '../../src/domain/display-date';
import { messages } from '../../src/domain/messages';
import { CASE_NEXT_STEPS, CASE_STAGE_NAMES } from '../../src/domain/messages/case-lifecycle';
import { SignedIn } from '../account/signed-in';
import { summaryServer } from '../property-summary/summary-api';
import { caseProgressRoute } from '../support/case-progress-api';
import { mockApi, storeDemoLogin } from '../support/mock-api';
import { withQueryClient } from '../support/with-query-client';
import { BASEPATH, withRouter } from '../support/with-router';
import { stageCase, storyDate, storyPath, type StageStory } from './case-stage-fixtures';

interface CasePageArgs {
  /** Which case of ./case-stage-fixtures, on which day of it. */
  story: StageStory;
}

/** /property-summary/101 in the signed-in shell: the page and the left navigation with "Where the case stands". */
function CasePage(_args: CasePageArgs) {
  return (
    <SignedIn>
      <PropertySummaryPage id={101} />
    </SignedIn>
  );
}

const meta = {
  title: 'Case Progress/Case page at every stage',
  component: CasePage,
  args: { story: 'opened' },
  decorators: [withRouter('/property-summary/101'), withQueryClient],
  beforeEach: ({ args }) => {
    storeDemoLogin('lawyer1');
    const { property, extra, file } = stageCase(args.story);
    const server = summaryServer(property);
    // The summary server answers the progress from the property alone; this case adds its confirmations,
    // requisitions and OTP dates.
    return mockApi({
      ...server.routes,
      'POST /get-case-progress': caseProgressRoute(
        server.property,
        () => extra,
        () => file,
      ),
    });
  },
} satisfies Meta<typeof CasePage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** What a lawyer sees of the case at this stage. */
interface Sees {
  stage: CaseStage;
  /** The next step, in the catalogue's words; none once closed. */
  next: CaseStage | null;
  /** The page the next step links to (without the basepath); none when it is a hand confirmation. */
  nextPage?: string;
  /** The deadline the case faces next, its flag and the day of the case it falls due; none when nothing is open. */
  deadline?: { label: string; state: CaseDeadline['state']; dueOnDay: number };
  /** The Confirm … buttons offered, in the panel's order. */
  confirms: readonly ConfirmedStage[];
}

const OPEN_FLAGS = (['overdue', 'dueSoon', 'upcoming'] as const).map((state) => DEADLINE_STATE_WORDS[state]);

const confirmButtonName = (stage: ConfirmedStage) => `Confirm ${CASE_STAGE_NAMES[stage].toLowerCase()}…`;

/** "<agency> reply expected", with the agency named as the deadlines name it. */
const replyExpected = (agency: string) => messages.deadlineRequisitionReplyLabel(agencyReplyTime(agency)?.name ?? agency);

async function expectWhatTheLawyerSees(canvasElement: HTMLElement, story: StageStory, sees: Sees) {
  const canvas = within(canvasElement);
  // The panel shows once the case's lifecycle runs; the page under it may be rendered anew then, so everything is
  // looked up after it.
  const panel = within(await canvas.findByRole('region', { name: 'Case progress' }, { timeout: 3000 }));
  const page = within(canvas.getByRole('region', { name: 'Stakeholder Profiles' }));
  const nav = within(await canvas.findByRole('region', { name: 'Where the case stands' }));

  // The stage, in the panel (the machine's) and in the left navigation (the server's).
  const stageName = CASE_STAGE_NAMES[sees.stage];
  await expect(panel.getByText(stageName, { selector: 'strong' })).toBeVisible();
  await expect(nav.getByText(stageName, { selector: 'strong' })).toBeVisible();

  // The next step, linked to its page when a page does it.
  if (sees.next) {
    const words = CASE_NEXT_STEPS[sees.next];
    if (sees.nextPage) {
      await expect(panel.getByRole('link', { name: words })).toHaveAttribute('href', `${BASEPATH}${sees.nextPage}`);
      await expect(nav.getByRole('link', { name: words })).toHaveAttribute('href', `${BASEPATH}${sees.nextPage}`);
    } else {
      await expect(panel.getByText(`Next step: ${words}`)).toBeVisible();
      await expect(nav.getByText(`Next: ${words}`)).toBeVisible();
      await expect(panel.queryByRole('link', { name: words })).not.toBeInTheDocument();
    }
  } else {
    await expect(nav.queryByText(/^Next:/)).not.toBeInTheDocument();
  }

  // The deadline the case faces next: flagged in the panel's table and under the case's links.
  if (sees.deadline) {
    const { label, state, dueOnDay } = sees.deadline;
    const due = toDisplayDate(storyDate(story, dueOnDay));
    const row = panel.getByRole('rowheader', { name: label }).closest('tr');
    await expect(row).toHaveTextContent(DEADLINE_STATE_WORDS[state]);
    await expect(row).toHaveTextContent(due);
    const navDeadline = nav.getByText(DEADLINE_STATE_WORDS[state]).closest('p');
    await expect(navDeadline).toHaveTextContent(`${label}: ${due}`);
  } else {
    for (const flag of OPEN_FLAGS) {
      await expect(panel.queryByText(flag)).not.toBeInTheDocument();
      await expect(nav.queryByText(flag)).not.toBeInTheDocument();
    }
  }

  // The hand confirmations this stage offers, and only those.
  const offered = panel.queryAllByRole('button', { name: /^Confirm / }).map((button) => button.textContent);
  await expect(offered).toEqual(CONFIRMED_STAGES.filter((stage) => sees.confirms.includes(stage)).map(confirmButtonName));

  // Open cases can change their stakeholders; a closed one says it is locked and offers no assignment action.
  if (sees.stage === 'closed') {
    await expect(page.getByText(messages.propertyLockedAssignment)).toBeVisible();
    await expect(page.queryByRole('button', { name: /^(Add|Edit|Delete) / })).not.toBeInTheDocument();
  } else {
    await expect(page.queryByText(messages.propertyLockedAssignment)).not.toBeInTheDocument();
    await expect(await page.findByRole('button', { name: 'Delete Buyer' })).toBeEnabled();
  }
  return { page, panel, nav };
}

type CaseView = Awaited<ReturnType<typeof expectWhatTheLawyerSees>>;

/** A story of the case told on the day its fixture gives for `story`, asserting what the lawyer sees. */
function caseOn(story: StageStory, sees: Sees, more?: (view: CaseView) => Promise<void>): Story {
  return {
    args: { story },
    play: async ({ canvasElement }) => {
      const view = await expectWhatTheLawyerSees(canvasElement, story, sees);
      await more?.(view);
    },
  };
}

/** The steps the panel lists are the path's own, in its order. */
async function expectSteps(panel: CaseView['panel'], story: StageStory) {
  const steps = within(panel.getByRole('list', { name: 'Steps of the case' })).getAllByRole('listitem');
  const names = stagesOf(storyPath(story)).map((stage) => CASE_STAGE_NAMES[stage]);
  await expect(steps).toHaveLength(names.length);
  for (const [index, name] of names.entries()) await expect(steps[index]).toHaveTextContent(name);
}

/** A new purchase: we act for the buyer, the seller's side is not assigned yet; no deadline. */
export const CaseOpened: Story = caseOn(
  'opened',
  { stage: 'opened', next: 'partiesInPlace', nextPage: '/property-summary/101', confirms: [] },
  async ({ page }) => {
    await expect(page.getByRole('button', { name: 'Add Seller' })).toBeEnabled();
    await expect(page.getByRole('button', { name: "Add Seller's Lawyer" })).toBeEnabled();
  },
);

/** Every party in place (Active): the Warrant to Act is next. */
export const PartiesInPlace: Story = caseOn('partiesInPlace', {
  stage: 'partiesInPlace',
  next: 'warrantSigned',
  nextPage: '/property-wta/101',
  confirms: ['optionExercised', 'completed'],
});

/** The signed Warrant to Act is on file: the Option to Purchase is next. */
export const WarrantSigned: Story = caseOn('warrantSigned', {
  stage: 'warrantSigned',
  next: 'optionGranted',
  nextPage: '/property-otp/101',
  confirms: ['optionExercised', 'completed'],
});

/** The signed OTP is on file and expires the day after tomorrow at 4 p.m.: flagged. */
export const OptionGranted: Story = caseOn('optionGranted', {
  stage: 'optionGranted',
  next: 'optionExercised',
  nextPage: '/property-otp/101',
  deadline: { label: messages.deadlineOptionExpiresLabel, state: 'dueSoon', dueOnDay: 20 },
  confirms: ['optionExercised', 'completed'],
});

/** Exercised 16 days ago and stamp duty not yet paid: overdue (14 days after exercise). */
export const OptionExercised: Story = caseOn('optionExercised', {
  stage: 'optionExercised',
  next: 'stampDutyPaid',
  deadline: { label: messages.deadlineStampDutyLabel, state: 'overdue', dueOnDay: 33 },
  confirms: ['stampDutyPaid', 'completed'],
});

/** Stamp duty paid, requisitions out: IRAS has replied, URA's reply is due tomorrow. */
export const StampDutyPaid: Story = caseOn('stampDutyPaid', {
  stage: 'stampDutyPaid',
  next: 'requisitionsReplied',
  nextPage: '/property-duediligence/101',
  deadline: { label: replyExpected('URA:URA'), state: 'dueSoon', dueOnDay: 40 },
  confirms: ['completed'],
});

/** Every agency replied; completion is the day after tomorrow. */
export const RequisitionsReplied: Story = caseOn('requisitionsReplied', {
  stage: 'requisitionsReplied',
  next: 'completed',
  deadline: { label: messages.deadlineCompletionLabel, state: 'dueSoon', dueOnDay: 70 },
  confirms: ['completed'],
});

/** Completed two days ago: the S.65 notice is next, no deadline is open, the case may be closed. */
export const Completed: Story = caseOn('completed', {
  stage: 'completed',
  next: 'noticeSent',
  nextPage: '/property-s65form/101',
  confirms: ['closed'],
});

/** Both lawyers signed the S.65 notice: only closing the case is left. */
export const NoticeSent: Story = caseOn('noticeSent', { stage: 'noticeSent', next: 'closed', confirms: ['closed'] });

/** Closed: locked, nothing next, no deadline, nothing to confirm and no assignment action. */
export const Closed: Story = caseOn('closed', { stage: 'closed', next: null, confirms: [] }, async ({ panel }) => {
  await expect(panel.getByText('The case is closed.')).toBeVisible();
  await expect(panel.queryByRole('button')).not.toBeInTheDocument();
});

/** A mortgage with its warrant signed and requisitions out: IRAS is late, MCST still has time; no option, no stamp duty. */
export const MortgageAwaitingReplies: Story = {
  // Played in the story tests: the jsdom case tests follow a sale; none shows the case page on a mortgage's path.
  tags: ['browser'],
  ...caseOn(
    'mortgageWarrantSigned',
    {
      stage: 'warrantSigned',
      next: 'requisitionsReplied',
      nextPage: '/property-duediligence/101',
      deadline: { label: replyExpected('IRAS:IRAS'), state: 'overdue', dueOnDay: 11 },
      confirms: ['completed'],
    },
    async ({ panel }) => {
      await expectSteps(panel, 'mortgageWarrantSigned');
      const mcst = panel.getByRole('rowheader', { name: replyExpected('MCST:MCST') }).closest('tr');
      await expect(mcst).toHaveTextContent(DEADLINE_STATE_WORDS.upcoming);
    },
  ),
};

/** An 'Others' case with its warrant signed: completion (in ten days) is all that is left before closing. */
export const OthersAwaitingCompletion: Story = {
  // Played in the story tests: the jsdom case tests follow a sale; none shows the case page on an 'Others' path.
  tags: ['browser'],
  ...caseOn(
    'othersWarrantSigned',
    {
      stage: 'warrantSigned',
      next: 'completed',
      deadline: { label: messages.deadlineCompletionLabel, state: 'upcoming', dueOnDay: 30 },
      confirms: ['completed'],
    },
    async ({ panel }) => expectSteps(panel, 'othersWarrantSigned'),
  ),
};
