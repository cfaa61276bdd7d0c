import { Menu, X } from "lucide-react";
import { useEffect, useState } from "react";
import { headerLinks } from "../../../content/navigation";
import { isCurrentPage, SiteLink } from "../../islands/site-link";
import { cn } from "../../lib/cn";
import { cta } from "../../lib/ctas";
import { buttonClasses } from "../ui/button";
import { Logo } from "./logo";
import { ThemeToggle } from "./theme-toggle";

/** SPEC §9: past this many pixels of scroll the header turns more opaque. */
const scrollThreshold = 20;

function useScrolledPast(threshold: number): boolean {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const update = () => setScrolled(window.scrollY > threshold);
    update();
    window.addEventListener("scroll", update, { passive: true });
    return () => window.removeEventListener("scroll", update);
  }, [threshold]);
  return scrolled;
}

/** A header link, marked as the current page (`aria-current`) when it is. */
function NavItem({
  to,
  pathname,
  className,
  onClick,
  children,
}: {
  to: string;
  pathname: string;
  className?: string;
  onClick?: () => void;
  children: React.ReactNode;
}) {
  const current = isCurrentPage(to, pathname);
  return (
    <SiteLink
      to={to}
      aria-current={current ? "page" : undefined}
      onClick={onClick}
      className={cn(
        "rounded-md px-3 py-2 font-medium text-sm transition-colors",
        current ? "bg-brand-soft text-brand-ink" : "text-ink-muted hover:bg-surface-muted hover:text-ink",
        className,
      )}
    >
      {children}
    </SiteLink>
  );
}

/**
 * An island (app/islands/registry.ts): it takes the page's path as a prop rather than asking
 * React Router, so a page that hydrates only its islands never downloads the router.
 */
export function SiteHeader({ pathname }: { pathname: string }) {
  const scrolled = useScrolledPast(scrollThreshold);
  const [menuOpen, setMenuOpen] = useState(false);

  // A link picked in the menu navigates; the menu closes with it (also on back/forward).
  // biome-ignore lint/correctness/useExhaustiveDependencies: the location change is the trigger.
  useEffect(() => setMenuOpen(false), [pathname]);

  useEffect(() => {
    if (!menuOpen) return;
    const closeOnEscape = (event: KeyboardEvent) => event.key === "Escape" && setMenuOpen(false);
    window.addEventListener("keydown", closeOnEscape);
    return () => window.removeEventListener("keydown", closeOnEscape);
  }, [menuOpen]);

  return (
    <header
      data-scrolled={scrolled}
      className={cn(
        "sticky top-0 z-40 border-b backdrop-blur transition-colors",
        scrolled || menuOpen ? "border-line bg-page/95 shadow-sm" : "border-transparent bg-page/70",
      )}
    >
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded-md focus:bg-brand focus:px-4 focus:py-2 focus:text-on-brand"
      >
        Skip to content
      </a>
      <nav
        aria-label="Main"
        className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 lg:px-8"
      >
        <SiteLink to="/" className="shrink-0 rounded-md">
          <Logo />
        </SiteLink>
        <ul className="hidden items-center gap-1 lg:flex">
          {headerLinks.map((link) => (
            <li key={link.to}>
              <NavItem to={link.to} pathname={pathname}>
                {link.label}
              </NavItem>
            </li>
          ))}
        </ul>
        <div className="flex items-center gap-1 sm:gap-2">
          <ThemeToggle />
          <SiteLink
            to="/admin/login"
            className="hidden rounded-md px-3 py-2 font-medium text-ink-muted text-sm hover:text-ink lg:inline-flex"
          >
            Login
          </SiteLink>
          <span className="hidden lg:block">
            <SiteLink to="/schedule-demo" {...cta("header-demo")} className={buttonClasses("primary", "sm")}>
              Demo
            </SiteLink>
          </span>
          <button
            type="button"
            className="inline-flex size-10 items-center justify-center rounded-lg text-ink hover:bg-surface-muted lg:hidden"
            aria-expanded={menuOpen}
            aria-controls="mobile-menu"
            aria-label={menuOpen ? "Close menu" : "Open menu"}
            onClick={() => setMenuOpen((open) => !open)}
          >
            {menuOpen ? <X aria-hidden="true" className="size-6" /> : <Menu aria-hidden="true" className="size-6" />}
          </button>
        </div>
      </nav>
      <div id="mobile-menu" hidden={!menuOpen} className="border-line border-t bg-page lg:hidden">
        <ul className="mx-auto max-w-7xl space-y-1 px-4 py-4 sm:px-6">
          {headerLinks.map((link) => (
            <li key={link.to}>
              <NavItem to={link.to} pathname={pathname} onClick={() => setMenuOpen(false)} className="block text-base">
                {link.label}
              </NavItem>
            </li>
          ))}
        </ul>
        <div className="mx-auto flex max-w-7xl flex-col gap-2 border-line border-t px-4 py-4 sm:flex-row sm:px-6">
          <SiteLink to="/login" onClick={() => setMenuOpen(false)} className={buttonClasses("secondary", "md")}>
            Login
          </SiteLink>
          <SiteLink
            to="/schedule-demo"
            onClick={() => setMenuOpen(false)}
            {...cta("header-menu-demo")}
            className={buttonClasses("primary", "md")}
          >
            Schedule a Demo
          </SiteLink>
        </div>
      </div>
    </header>
  );
}
