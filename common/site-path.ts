/**
 * What may follow the first "/" of a path of this site: RFC 3986's path, query and fragment
 * characters (unreserved, sub-delims, ":@/?#"), without escapes: our own paths need none, and
 * "%5C" is a backslash to any server or proxy that decodes before it routes. Everything a browser
 * would bend is outside it: backslashes (read as "/"), tabs and line breaks (dropped, so "/\t/x"
 * is "//x"), spaces, quotes and angle brackets. One linear pass.
 */
const pathCharacters = /^[A-Za-z0-9\-._~!$&'()*+,;=:@/?#]*$/;

/** Any origin: a path that resolves elsewhere from it resolves elsewhere from ours. */
const someOrigin = "https://site.invalid";

/**
 * Whether a value is a path on this site, and only that, as a browser resolves it: "/pricing#faq"
 * or "/blog?page=2", never "//elsewhere", "/\\elsewhere", "/\t/elsewhere" or "javascript:". The
 * one rule for every link and redirect we take from input: a sign-up's page, a form post's
 * return address, an assistant answer's sources.
 */
export function isSitePath(value: string, { maxLength = 2000 }: { maxLength?: number } = {}): boolean {
  if (value.length === 0 || value.length > maxLength || value[0] !== "/" || value[1] === "/") return false;
  if (!pathCharacters.test(value)) return false;
  try {
    return new URL(value, someOrigin).origin === someOrigin;
  } catch {
    return false;
  }
}
