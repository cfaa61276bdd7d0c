import type { BlogPost } from "../../../common/blog";
import { mediaIdOf, type PublicImage } from "../../../common/media-addresses";
import { cn } from "../../lib/cn";
import { LibraryPicture } from "../media/library-picture";
import { categoryAccent } from "./category-accent";

/**
 * The post's image when it has one: a library image in every size and format, with its alt
 * text, cut 16:9 around its focal point; or a pasted address as it is, on a neutral ground (with
 * no alt text, a browser draws nothing for an address that fails: never a broken-image icon).
 * Otherwise a cover drawn from its category colour, so a list of posts without photos still reads
 * as designed, not as missing images.
 */
export function PostCover({
  post,
  image,
  sizes,
  className,
  eager = false,
}: {
  post: Pick<BlogPost, "imageUrl" | "category" | "title">;
  /** The library image `post.imageUrl` names, as the page's loader found it. */
  image?: PublicImage | undefined;
  /** How wide the cover is drawn (the `sizes` attribute). */
  sizes: string;
  className?: string;
  eager?: boolean;
}) {
  if (image) {
    return (
      <div className={cn("overflow-hidden bg-surface-sunken", className)}>
        <LibraryPicture image={image} crop="card" sizes={sizes} priority={eager} className="size-full object-cover" />
      </div>
    );
  }
  if (post.imageUrl && !mediaIdOf(post.imageUrl)) {
    return (
      <img
        src={post.imageUrl}
        alt=""
        width={1200}
        height={675}
        loading={eager ? "eager" : "lazy"}
        decoding="async"
        className={cn("w-full bg-surface-sunken object-cover", className)}
        {...(eager ? { fetchPriority: "high" as const } : {})}
      />
    );
  }
  const accent = categoryAccent(post.category);
  return (
    <div aria-hidden="true" className={cn("relative w-full overflow-hidden", accent.softBg, className)}>
      <svg
        aria-hidden="true"
        viewBox="0 0 320 180"
        className="absolute inset-0 size-full"
        preserveAspectRatio="xMidYMid slice"
      >
        <circle cx="270" cy="30" r="90" className={accent.fillSoft} />
        <circle cx="40" cy="170" r="70" className={accent.fillSoft} />
        <rect x="28" y="52" width="120" height="10" rx="5" className={accent.fill} opacity="0.55" />
        <rect x="28" y="72" width="180" height="8" rx="4" className={accent.fill} opacity="0.3" />
        <rect x="28" y="88" width="150" height="8" rx="4" className={accent.fill} opacity="0.3" />
        <rect x="28" y="104" width="90" height="8" rx="4" className={accent.fill} opacity="0.3" />
      </svg>
    </div>
  );
}
