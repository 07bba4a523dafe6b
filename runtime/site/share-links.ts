/** Where a car's page is shared to besides the browser's own share sheet: e-mail and WhatsApp. */

/** A new e-mail with the car's name as its subject and the page's address as its body. */
export function emailShareUrl(subject: string, pageUrl: string): string {
  return `mailto:?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(pageUrl)}`;
}

/** WhatsApp's chooser of whom to send to, the message filled in. */
export function whatsAppShareUrl(text: string, pageUrl: string): string {
  return `https://wa.me/?text=${encodeURIComponent(`${text} ${pageUrl}`)}`;
}
