/**
 * Several people, one record (ours: the seeds have one user per screen). A save made from an older version is
 * refused with who changed the record and when; the screen keeps the person's own edits and lets them choose.
 */
export const editConflictMessages = {
  /** The 409's errormsg. `record` is what the screen calls it ("this case", "this OTP"); `at` is Singapore time. */
  editConflict: (who: string, record: string, at: string) =>
    `${who} changed ${record} at ${at}, after you opened it. Your changes are not saved yet.`,
  editConflictByYou: (record: string, at: string) =>
    `You changed ${record} in another window at ${at}, after this one opened it. Your changes here are not saved yet.`,
  editConflictBySomeone: (record: string) => `Someone changed ${record} after you opened it. Your changes are not saved yet.`,
  /** An update that does not say which version it changes could overwrite anyone's: refused. */
  editVersionMissing: 'This page does not say which version it changes. Reload the page and make your change again.',
  editConflictTitle: 'Someone else saved first',
  editConflictTheirChanges: 'What they changed',
  editConflictCollisions: 'Where you both changed the same field (theirs is kept; make your change again if you still want it)',
  editConflictField: 'Field',
  editConflictTheirs: 'Theirs',
  editConflictYours: 'Yours',
  editConflictNothingOfTheirs: 'They changed nothing you can see on this page.',
  editConflictReapply: 'Load their version and keep my other changes',
  editConflictDiscard: 'Discard my changes',
  editConflictLoading: 'Loading the latest version…',
  editConflictLoadFailed: 'The latest version could not be loaded. Please try again.',
  editConflictReapplied: 'Their version is loaded with your other changes on top. Check it, then save again.',
} as const;
