import type { ComponentType } from "react";

/**
 * `T` as it survives `JSON.stringify` then `JSON.parse`, the trip an island's props make
 * (app/islands/island.tsx writes them into the page, boot.client.tsx reads them back): strings,
 * numbers, booleans, null, arrays and plain objects of those. Anything else becomes `never`, so a
 * prop that would arrive changed or not at all cannot be given: a function (dropped), a Date (a
 * string), a Map or Set (`{}`), undefined inside an array (null), a bigint (throws).
 * An optional property may be left out (or undefined): it arrives left out, which reads the same.
 */
export type JsonSafe<T> = T extends string | number | boolean | null
  ? T
  : T extends (...args: never) => unknown
    ? never
    : T extends Date | RegExp | Map<unknown, unknown> | Set<unknown> | WeakMap<object, unknown> | WeakSet<object>
      ? never
      : T extends Promise<unknown> | Error
        ? never
        : T extends readonly unknown[]
          ? { [Index in keyof T]: undefined extends T[Index] ? never : JsonSafe<T[Index]> }
          : T extends object
            ? { [Key in keyof T]: JsonSafe<T[Key]> }
            : never;

/** A component's props; a component that takes none has `{}` (React's ComponentProps gives `unknown`). */
export type PropsOf<Component> =
  Component extends ComponentType<infer Props> ? (unknown extends Props ? Record<string, never> : Props) : never;
