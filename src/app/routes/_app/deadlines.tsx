import { createFileRoute } from '@tanstack/react-router';
import { loadDeadlinesBoard } from '../../screens/deadlines-board/deadlines-board-load';
import { DeadlinesBoardPage } from '../../screens/deadlines-board/DeadlinesBoardPage';

/** Issue 19: the firm's deadlines board, a top-menu entry of its own. */
export const Route = createFileRoute('/_app/deadlines')({
  // The loader is a chunk of its own, fetched beside the page's: its API code stays out of other pages' first load.
  codeSplitGroupings: [['loader'], ['component']],
  loader: ({ context }) => loadDeadlinesBoard(context),
  component: DeadlinesBoardPage,
});
