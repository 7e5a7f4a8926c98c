export interface Detail {
  label: string;
  value: string;
}

/** Label and value pairs of a card; an empty value shows as a dash so the row does not look broken. */
export function DetailList({ details }: { details: readonly Detail[] }) {
  return (
    <dl className="summary-details">
      {details.map(({ label, value }) => (
        <div key={label} className="summary-details__row">
          <dt>{label}</dt>
          <dd>{value.trim() === '' ? '-' : value}</dd>
        </div>
      ))}
    </dl>
  );
}
