/**
 * Opens a window within the user's press, then points it at the PDF once the call answers: a window opened
 * after the call returns is often blocked. A failed call closes the blank window again and rejects.
 */
export async function openInPopup(link: () => Promise<string>): Promise<void> {
  const popup = window.open('', '_blank');
  if (popup) popup.opener = null;
  try {
    const url = await link();
    if (popup && !popup.closed) popup.location.href = url;
    else window.open(url, '_blank', 'noopener');
  } catch (error) {
    popup?.close();
    throw error;
  }
}
