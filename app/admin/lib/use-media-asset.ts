import { useEffect, useState } from "react";
import type { MediaAsset } from "../../../common/media";
import { adminRequest } from "./api-client";

/**
 * A library image by id, as the back office sees it (its description and where it is used):
 * `known` when the page already holds it, else asked for on its own. Null while it loads, when
 * there is no id, and when the library has no such image (`onMissing` is told then).
 */
export function useMediaAsset(
  id: string | null,
  { known, onMissing }: { known?: MediaAsset | undefined; onMissing?: () => void } = {},
): MediaAsset | null {
  const [fetched, setFetched] = useState<MediaAsset | null>(null);
  useEffect(() => {
    if (!id || known) return;
    let current = true;
    adminRequest<MediaAsset>(`/api/admin/media/${id}`)
      .then((asset) => current && setFetched(asset))
      .catch(() => {
        if (!current) return;
        setFetched(null);
        onMissing?.();
      });
    return () => {
      current = false;
    };
  }, [id, known, onMissing]);
  if (!id) return null;
  return known ?? (fetched?._id === id ? fetched : null);
}
