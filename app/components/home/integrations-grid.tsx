import { useEffect, useRef, useState } from "react";
import { slugify } from "../../../common/slug";
import { integrations } from "../../../content/home";

/**
 * One integration's logo. SPEC §8: a logo that fails to load is hidden, leaving the name.
 * The image may fail before React hydrates and attaches onError, so the effect checks too.
 */
function IntegrationLogo({ name }: { name: string }) {
  const image = useRef<HTMLImageElement>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    const element = image.current;
    if (element?.complete && element.naturalWidth === 0) setFailed(true);
  }, []);
  if (failed) return null;
  return (
    <img
      ref={image}
      src={`/integrations/${slugify(name)}.svg`}
      alt=""
      width={40}
      height={40}
      loading="lazy"
      decoding="async"
      onError={() => setFailed(true)}
      className="size-10 rounded-lg"
    />
  );
}

export function IntegrationsGrid() {
  return (
    <ul className="mt-12 grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4">
      {integrations.map((integration) => (
        <li
          key={integration.name}
          className="flex items-center gap-3 rounded-2xl border border-line bg-surface p-4 shadow-card"
        >
          <IntegrationLogo name={integration.name} />
          <span className="min-w-0">
            <span className="block font-semibold text-sm">{integration.name}</span>
            <span className="block text-ink-muted text-xs">{integration.category}</span>
          </span>
        </li>
      ))}
    </ul>
  );
}
