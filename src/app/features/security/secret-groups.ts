/** A base32 secret in groups of four ("JBSW Y3DP EHPK 3PXP"), easier to type into an app by hand. */
export function secretInGroups(secret: string): string {
  return (secret.replace(/\s+/g, '').match(/.{1,4}/g) ?? []).join(' ');
}
