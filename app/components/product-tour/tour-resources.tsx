import { Download } from "lucide-react";
import { type ResourceFile, resourcePath, type TourResource } from "../../../content/product-tour-resources";
import { cta } from "../../lib/ctas";
import { Icon } from "../icon";
import { buttonClasses } from "../ui/button";

/** "PDF, 36 KB": the size the server reports for the very bytes it serves. */
export function fileSizeLabel(bytes: number): string {
  return bytes >= 1024 * 1024
    ? `PDF, ${(bytes / (1024 * 1024)).toFixed(1)} MB`
    : `PDF, ${Math.max(1, Math.round(bytes / 1024))} KB`;
}

/**
 * The resource cards: each downloads a PDF the server makes from the site's content. `sizes` is
 * null when they could not be measured (the plans could not be read); the links still work.
 */
export function TourResources({
  resources,
  sizes,
}: {
  resources: readonly TourResource[];
  sizes: Record<ResourceFile, number> | null;
}) {
  return (
    <ul className="mt-12 grid gap-6 md:grid-cols-3">
      {resources.map((resource) => {
        const size = sizes ? fileSizeLabel(sizes[resource.file]) : "PDF";
        return (
          <li key={resource.title} className="flex flex-col rounded-2xl border border-line bg-surface p-6 shadow-card">
            <span className="inline-flex size-11 items-center justify-center rounded-xl bg-brand-soft text-brand-ink">
              <Icon name={resource.icon} />
            </span>
            <h3 className="mt-4 font-semibold">{resource.title}</h3>
            <p className="mt-2 flex-1 text-ink-muted text-sm leading-relaxed">{resource.text}</p>
            <div className="mt-6 flex flex-col items-start gap-2">
              <a
                href={resourcePath(resource.file)}
                download={resource.file}
                {...cta(resource.cta)}
                className={buttonClasses("secondary", "md")}
              >
                <Download aria-hidden="true" className="size-4" />
                {resource.action}
                <span className="sr-only"> ({size})</span>
              </a>
              <span aria-hidden="true" className="text-ink-muted text-sm">
                {size}
              </span>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
