import { useEffect, useState } from "react";
import { parseCommaList } from "../../../../common/comma-list";
import { type PublicImage, type PublicImages, publicImageAt } from "../../../../common/media-addresses";
import { categoryAccent } from "../../../components/blog/category-accent";
import { PostCover } from "../../../components/blog/post-cover";
import { cn } from "../../../lib/cn";
import { publicImagesOf } from "../../../lib/public-images";
import type { PostFormValues } from "./post-form-values";

/** The library image a cover address names, as the public page will draw it. */
function useLibraryCover(address: string): PublicImage | undefined {
  const [images, setImages] = useState<PublicImages>({});
  useEffect(() => {
    let current = true;
    publicImagesOf([address]).then((found) => current && setImages(found));
    return () => {
      current = false;
    };
  }, [address]);
  return publicImageAt(address, images);
}

/**
 * The post as its public page will show it, from what is in the editor now (saved or not): the
 * same cover, chips and `post-content` typography. The server sanitizes the HTML when it is saved;
 * until then this shows the editor's own HTML, which only holds what the editor's schema allows.
 */
export function PostPreview({ values }: { values: PostFormValues }) {
  const accent = categoryAccent(values.category);
  const tags = parseCommaList(values.tags);
  const cover = useLibraryCover(values.imageUrl);
  return (
    <section aria-label="Preview" className="rounded-2xl border border-line bg-surface py-10 shadow-card">
      <div className="mx-auto max-w-3xl px-4 sm:px-6">
        <span className={cn("inline-block rounded-full px-3 py-1 font-semibold text-xs", accent.softBg, accent.text)}>
          {values.category}
        </span>
        <p className="mt-4 font-bold text-3xl leading-tight tracking-tight sm:text-4xl">
          {values.title || "Untitled post"}
        </p>
        {values.author && <p className="mt-4 font-semibold text-ink-muted text-sm">{values.author}</p>}
      </div>
      <div className="mx-auto mt-8 max-w-4xl px-4 sm:px-6">
        <PostCover
          post={values}
          image={cover}
          eager
          sizes="(min-width: 56rem) 56rem, 100vw"
          className="aspect-[16/7] rounded-2xl"
        />
      </div>
      <div
        className="post-content mx-auto mt-8 max-w-3xl px-4 sm:px-6"
        // biome-ignore lint/security/noDangerouslySetInnerHtml: the editor's own HTML (its schema allows no scripts); sanitized again on save.
        dangerouslySetInnerHTML={{ __html: values.content || "<p>Nothing written yet.</p>" }}
      />
      {tags.length > 0 && (
        <ul aria-label="Tags" className="mx-auto mt-10 flex max-w-3xl flex-wrap gap-2 px-4 sm:px-6">
          {tags.map((tag) => (
            <li key={tag} className="rounded-md bg-surface-sunken px-2.5 py-1 text-ink-muted text-sm">
              #{tag}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
