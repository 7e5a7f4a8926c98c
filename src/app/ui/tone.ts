/** Message tones shared by toasts and alert dialogs so both read the same to the user. */
export type Tone = 'info' | 'success' | 'warning' | 'error';
