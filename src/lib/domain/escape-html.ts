/** Text as HTML shows it, in an element or an attribute: & < > " ' as character references. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}
