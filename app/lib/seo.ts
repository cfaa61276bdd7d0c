import type { MetaDescriptor } from "react-router";

export const siteName = "Aster HRMS";

interface PageMetaInput {
  title: string;
  description: string;
  /** Path of the page, e.g. "/pricing"; joined to the public origin for canonical and og:url. */
  path: string;
  publicUrl: string;
  /** Keep a page out of search results (the back office, 404s). */
  noindex?: boolean;
  /** Open Graph type: "article" for blog posts. */
  type?: "website" | "article";
  /** Absolute URL or site path of the preview image; the site's default card otherwise. */
  image?: string;
}

/** The preview card links show when no page has its own image (1200 × 630). */
export const defaultShareImage = "/og-image.jpg";

/** Title, description, canonical URL and Open Graph tags for one page. */
export function pageMeta({
  title,
  description,
  path,
  publicUrl,
  noindex,
  type = "website",
  image = defaultShareImage,
}: PageMetaInput): MetaDescriptor[] {
  const url = `${publicUrl}${path}`;
  const imageUrl = image.startsWith("/") ? `${publicUrl}${image}` : image;
  const fullTitle = title.includes(siteName) ? title : `${title} | ${siteName}`;
  return [
    { title: fullTitle },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:site_name", content: siteName },
    { property: "og:type", content: type },
    { property: "og:title", content: fullTitle },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { property: "og:image", content: imageUrl },
    { name: "twitter:card", content: "summary_large_image" },
    ...(noindex ? [{ name: "robots", content: "noindex" }] : []),
  ];
}

/** The public origin, from the root loader's data (meta functions receive every match). */
export function publicUrlOf(matches: ReadonlyArray<{ id: string; data?: unknown } | undefined>): string {
  const root = matches.find((match) => match?.id === "root")?.data as { publicUrl?: string } | undefined;
  return root?.publicUrl ?? "";
}
