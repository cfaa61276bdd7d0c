import { Link } from "react-router";
import { company, copyrightNotice } from "../../../content/company";
import { type FooterLink, footerBottomLinks, footerGroups } from "../../../content/navigation";
import { Logo } from "./logo";
import { SocialPlaceholders } from "./social-placeholders";

function FooterEntry({ link }: { link: FooterLink }) {
  return (
    <Link to={link.to} className="rounded text-ink-muted text-sm hover:text-ink">
      {link.label}
    </Link>
  );
}

/** `copyrightYear`: this year in Kolkata by the server's clock (the site layout's loader). */
export function SiteFooter({ copyrightYear }: { copyrightYear: number }) {
  return (
    <footer className="border-line border-t bg-surface-muted">
      {/* The extra room at the foot keeps the last row clear of the floating assistant button. */}
      <div className="mx-auto max-w-7xl px-4 pt-14 pb-24 sm:px-6 sm:pb-28 lg:px-8">
        <div className="grid gap-10 lg:grid-cols-[1.4fr_repeat(4,1fr)]">
          <div className="max-w-xs">
            <Logo />
            <p className="mt-4 text-ink-muted text-sm leading-relaxed">{company.description}</p>
            <SocialPlaceholders className="mt-6" />
          </div>
          {footerGroups.map((group) => (
            <div key={group.title}>
              <h2 className="font-semibold text-ink text-sm">{group.title}</h2>
              <ul className="mt-4 space-y-3">
                {group.links.map((link) => (
                  <li key={link.label}>
                    <FooterEntry link={link} />
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
        <div className="mt-12 flex flex-col gap-4 border-line border-t pt-8 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-ink-muted text-sm">{copyrightNotice(copyrightYear)} All rights reserved.</p>
          <ul className="flex flex-wrap gap-x-6 gap-y-2">
            {footerBottomLinks.map((link) => (
              <li key={link.label}>
                <FooterEntry link={link} />
              </li>
            ))}
          </ul>
        </div>
      </div>
    </footer>
  );
}
