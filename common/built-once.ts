/**
 * A value made on first use and kept: for things that are costly to build and cheap to reuse,
 * such as Intl formatters, which a module should not build merely by being imported.
 */
export function builtOnce<T>(build: () => T): () => T {
  let value: T | undefined;
  return () => {
    value ??= build();
    return value;
  };
}
