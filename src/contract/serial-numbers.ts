/**
 * How serial numbers compare when the service looks for duplicates: trimmed and without regard
 * to case, so "VE-564425" and " ve-564425" are the same number. Empty serials are never duplicates.
 * (The service compares with the database's lower(); this is the same rule for the portal's hints.)
 */
export function serialKey(serial: string): string {
  return serial.trim().toLowerCase();
}

/**
 * How a search finds a serial number however it was typed: the duplicate rule above, then only its
 * letters and digits, so "NW 01171", "nw01171" and "NW-01171" are one number to a search. Marks
 * of punctuation, spaces and symbols differ between a label, a spreadsheet and what a person types;
 * the letters and digits are the number. An empty key (a term of punctuation only) finds no serial
 * this way. The service stores the same rule as `parts.serial_search_key`
 * (`regexp_replace(lower(serial_number), '[^[:alnum:]]', '', 'g')`); a server test holds the two
 * to the same answers.
 */
export function serialSearchKey(serial: string): string {
  return serialKey(serial).replace(/[^\p{L}\p{Nd}]/gu, '');
}
