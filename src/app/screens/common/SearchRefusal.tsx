export interface SearchRefusalProps {
  /** Why the search was not sent; null shows nothing. */
  problem: string | null;
  className: string;
}

/** An alert, so the refusal is announced where the user pressed Search. */
export function SearchRefusal({ problem, className }: SearchRefusalProps) {
  if (!problem) return null;
  return (
    <p role="alert" className={className}>
      {problem}
    </p>
  );
}
