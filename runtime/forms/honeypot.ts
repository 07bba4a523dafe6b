/**
 * The honeypot: a field every lead form carries where people cannot see or reach it, so a person leaves it
 * empty and a bot filling every input fills it. The server answers such a submission as usual and keeps nothing.
 * Its name is not one browsers autofill, so a shopper's browser never fills it for them.
 */
export const HONEYPOT_FIELD = 'website';
