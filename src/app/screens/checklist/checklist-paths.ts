/** /property-checklist/{id}/{direct}: a case's checklist, editable when direct (seed 001 §2.6). */
export const propertyChecklistPath = (id: number, direct: boolean) => `/property-checklist/${id}/${direct}`;

/** The seed's title of both Checklist & Templates pages. */
export const CHECKLIST_TITLE = 'Checklist & Templates';
