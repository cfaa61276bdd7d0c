/** A set of words and short phrases that mean the same thing, or a narrow set and the broader words it also stands for. */
export type SynonymGroup =
  | readonly string[]
  | { readonly words: readonly string[]; readonly broader: readonly string[] };
