/** The header's eight links (SPEC §2 "Shared header and footer"), in order. */
export const headerLinks = [
  { to: "/", label: "Home" },
  { to: "/features", label: "Features" },
  { to: "/product-tour", label: "Product Tour" },
  { to: "/pricing", label: "Pricing" },
  { to: "/about", label: "About" },
  { to: "/blog", label: "Blog" },
  { to: "/careers", label: "Careers" },
  { to: "/contact", label: "Contact" },
] as const;

/** A footer entry is a page of ours (`to`) or a placeholder SPEC shows without a destination. */
export type FooterLink = { label: string; to: string } | { label: string; placeholder: true };

export const footerGroups: readonly { title: string; links: readonly FooterLink[] }[] = [
  {
    title: "Product",
    links: [
      { label: "Features", to: "/features" },
      { label: "Product Tour", to: "/product-tour" },
      { label: "Pricing", to: "/pricing" },
      { label: "Security", placeholder: true },
    ],
  },
  {
    title: "Company",
    links: [
      { label: "About", to: "/about" },
      { label: "Careers", to: "/careers" },
      { label: "Blog", to: "/blog" },
      { label: "Press", placeholder: true },
    ],
  },
  {
    title: "Support",
    links: [
      { label: "Contact", to: "/contact" },
      { label: "Help Center", to: "/help" },
      { label: "Documentation", to: "/help#documentation" },
      { label: "API", placeholder: true },
    ],
  },
  {
    title: "Legal",
    links: [
      { label: "Privacy Policy", to: "/privacy" },
      { label: "Terms of Service", placeholder: true },
      { label: "Cookie Policy", placeholder: true },
      { label: "GDPR", placeholder: true },
    ],
  },
];

export const footerBottomLinks: readonly FooterLink[] = [
  { label: "Status", to: "/status" },
  { label: "Changelog", to: "/changelog" },
  { label: "Sitemap", to: "/sitemap" },
];
