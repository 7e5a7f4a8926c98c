/**
 * The OTP's time of expiry as a lawyer writes it on the document ('4.00 p.m.', the seed 001 §9 default; '4pm',
 * '11.30 a.m.', '12 noon', '16:00') read as a 24-hour 'HH:mm', or undefined when it cannot be read, in which case
 * the deadline falls back to the default time.
 */
export function otpClockTime(text: string): string | undefined {
  const written = text.trim().toLowerCase().replace(/\s+/g, ' ');
  if (written === 'noon' || written === '12 noon' || /^12[.:]00 noon$/.test(written)) return '12:00';
  const match = /^(\d{1,2})(?:[.:](\d{2}))? ?(a\.? ?m\.?|p\.? ?m\.?)?$/.exec(written);
  if (!match) return undefined;
  const [, hourText = '', minuteText = '00', meridiem] = match;
  let hour = Number(hourText);
  const minute = Number(minuteText);
  if (minute > 59) return undefined;
  if (meridiem) {
    if (hour < 1 || hour > 12) return undefined;
    const afternoon = meridiem.startsWith('p');
    hour = (hour % 12) + (afternoon ? 12 : 0);
  } else if (hour > 23 || !minuteText || match[2] === undefined) {
    // A bare number without a.m./p.m. or minutes ('4') says nothing certain.
    return undefined;
  }
  return `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`;
}
