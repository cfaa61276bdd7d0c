/**
 * The reference a visitor is given in an acknowledgement email and staff see beside the record:
 * a prefix for the kind of record, then the first 8 hex digits of its id ("DR-1F3A9C07"). Short
 * enough to read out on the phone; it names the record for people, while the id stays the key
 * (two records may share a reference once there are tens of thousands, and staff searching for it
 * then see both).
 */
export const referencePrefixes = { enquiry: "ENQ", dataRightsRequest: "DR" } as const;
export type ReferenceKind = keyof typeof referencePrefixes;

const idDigits = 8;

export function referenceOf(kind: ReferenceKind, id: string): string {
  return `${referencePrefixes[kind]}-${id.replaceAll("-", "").slice(0, idDigits).toUpperCase()}`;
}

/**
 * The id's first digits, lower case, when a search text is a reference of this kind (with or
 * without its prefix); null otherwise. The list searches ids beginning with them.
 */
export function idPrefixOfReference(kind: ReferenceKind, text: string): string | null {
  const match = new RegExp(`^(?:${referencePrefixes[kind]}-)?([0-9a-f]{${idDigits}})$`, "i").exec(text.trim());
  return match?.[1]?.toLowerCase() ?? null;
}
