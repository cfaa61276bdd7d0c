/**
 * The headers of a page that shows one person's details (a booked demo's name and company, a
 * subscriber's address): no browser cache, shared computer's back button or proxy may keep it.
 * `no-cache` would still let them store it; `no-store` does not. The page cache skips such pages.
 */
export const personalPageHeaders = () => ({ "Cache-Control": "no-store" });
