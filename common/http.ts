/**
 * HTTP names shared by the browser and the server. Kept free of Zod on purpose: public pages
 * import this, and a Zod import would pull the whole validator into their first download.
 */

/** The header SPEC §7 names for the admin token. */
export const authHeader = "x-auth-token";

/** The header that carries the number of rows matching a list query (SPEC §7 keeps arrays as bodies). */
export const totalCountHeader = "x-total-count";
