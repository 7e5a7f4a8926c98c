/** The product mark: a house outline over a document fold, drawn inline. */
export function BrandMark() {
  return (
    <span className="landing-brand">
      <svg className="landing-brand__mark" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="7" fill="#0f766e" />
        <path d="M8 16l8-7 8 7v8H8z" fill="none" stroke="#ffffff" strokeWidth="2.4" strokeLinejoin="round" />
        <path d="M14 24v-5h4v5" fill="none" stroke="#ffffff" strokeWidth="2.4" strokeLinejoin="round" />
      </svg>
      <span className="landing-brand__name">Conveyancing Workbench</span>
    </span>
  );
}
