import { type AnchorHTMLAttributes, type ComponentType, createContext, useContext } from "react";

/**
 * A link inside an island (app/islands/island.tsx). Islands must not import React Router: on a
 * page that hydrates only its islands, that would download the router (36 KB) for a few links.
 * A plain anchor by default, which is all an islands page needs (its visitors navigate by page
 * loads); a page React Router hydrates provides the router's Link through `SiteLinkProvider`, so
 * the same island navigates there without a page load.
 */
export type SiteLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href"> & { to: string };

function PlainLink({ to, ...rest }: SiteLinkProps) {
  return <a href={to} {...rest} />;
}

const SiteLinkContext = createContext<ComponentType<SiteLinkProps>>(PlainLink);

export const SiteLinkProvider = SiteLinkContext.Provider;

export function SiteLink(props: SiteLinkProps) {
  const Link = useContext(SiteLinkContext);
  return <Link {...props} />;
}

/** Whether `to` is the page at `pathname`, as React Router's NavLink decides it (`end` for "/"). */
export function isCurrentPage(to: string, pathname: string): boolean {
  if (to === "/") return pathname === "/";
  return pathname === to || pathname.startsWith(`${to}/`);
}
