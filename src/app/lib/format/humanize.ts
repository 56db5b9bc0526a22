/** "in_transit_back" → "In transit back": readable even for values this client has never seen. */
export function humanize(value: string): string {
  const words = value.replace(/[_-]+/g, ' ').trim();
  return words ? words.charAt(0).toUpperCase() + words.slice(1) : value;
}
