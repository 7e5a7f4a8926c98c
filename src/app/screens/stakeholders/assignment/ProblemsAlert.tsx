import { AlertDialog } from '../../../ui';

/** The error alert of a refused form: every message of the rules (or the server's 400), until OK. */
export function ProblemsAlert({ title, problems, onDismiss }: { title: string; problems: readonly string[]; onDismiss: () => void }) {
  return (
    <AlertDialog title={title} isOpen tone="error" onPrimary={onDismiss}>
      <ul className="assign-problems">
        {problems.map((problem) => (
          <li key={problem}>{problem}</li>
        ))}
      </ul>
    </AlertDialog>
  );
}
