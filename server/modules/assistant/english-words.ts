import dictionary from "dictionary-en";
import nspell from "nspell";

/**
 * Whether a word is English: a word the dictionary knows is what the visitor meant, even when the
 * site never uses it ("world", "recipe", "station"), and must not be "corrected" into a word of the
 * index one letter away ("word", "receipt", "state"). Hunspell's English dictionary, through nspell
 * (ADR 023). Loaded once per process, at start (about 0.2 s and 13 MB: building the checker is
 * synchronous, so it must not happen during a visitor's request).
 */
let checker: ReturnType<typeof nspell> | undefined;

export function loadEnglishWords(): void {
  checker ??= nspell(Buffer.from(dictionary.aff), Buffer.from(dictionary.dic));
}

export function isEnglishWord(word: string): boolean {
  loadEnglishWords();
  const english = checker as ReturnType<typeof nspell>;
  // The dictionary spells names with a capital ("France"); questions arrive lower-cased.
  return english.correct(word) || english.correct(`${word.charAt(0).toUpperCase()}${word.slice(1)}`);
}
