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

/** A footer entry: a page of ours. (SPEC's placeholders without a destination have all become pages.) */
export interface FooterLink {
  label: string;
  to: string;
}

export const footerGroups: readonly { title: string; links: readonly FooterLink[] }[] = [
  {
    title: "Product",
    links: [
      { label: "Features", to: "/features" },
      { label: "Product Tour", to: "/product-tour" },
      { label: "Pricing", to: "/pricing" },
      { label: "Security", to: "/security" },
    ],
  },
  {
    title: "Company",
    links: [
      { label: "About", to: "/about" },
      { label: "Careers", to: "/careers" },
      { label: "Blog", to: "/blog" },
      { label: "Press", to: "/press" },
    ],
  },
  {
    title: "Support",
    links: [
      { label: "Contact", to: "/contact" },
      { label: "Help Center", to: "/help" },
      { label: "Documentation", to: "/help#documentation" },
      // The product's API, which a buyer means. This site's own API reference (/api/docs, ADR 027)
      // is for its developers and operators: the README links it.
      { label: "API", to: "/features/integration-api#api-integration" },
    ],
  },
  {
    title: "Legal",
    links: [
      { label: "Privacy Policy", to: "/privacy" },
      { label: "Terms of Service", to: "/terms" },
      { label: "Cookie Policy", to: "/cookies" },
      { label: "GDPR", to: "/gdpr" },
    ],
  },
];

export const footerBottomLinks: readonly FooterLink[] = [
  { label: "Status", to: "/status" },
  { label: "Changelog", to: "/changelog" },
  { label: "Sitemap", to: "/sitemap" },
];
