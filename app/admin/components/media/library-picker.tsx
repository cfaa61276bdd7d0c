import { useEffect, useId, useState } from "react";
import { Link } from "react-router";
import type { MediaAsset, MediaKind } from "../../../../common/media";
import { EmptyPanel, LoadErrorPanel } from "../../../components/ui/load-states";
import { serverMessageOr } from "../../../lib/api";
import { adminList } from "../../lib/api-client";
import { TableSearchBar } from "../data-table-search";
import { Modal } from "../dialog";
import { ImageCard } from "./image-card";

type Loaded = { state: "loading" } | { state: "failed"; message: string } | { state: "loaded"; images: MediaAsset[] };

/**
 * Picks an image (or, with `kind="video"`, a video) from the media library: the newest 48, or
 * those whose file name or alt text matches the search. Each is a button; Escape closes without
 * choosing.
 */
export function LibraryPicker({
  open,
  onClose,
  onPick,
  kind = "image",
}: {
  open: boolean;
  onClose: () => void;
  onPick: (image: MediaAsset) => void;
  kind?: MediaKind;
}) {
  const [search, setSearch] = useState("");
  const [query, setQuery] = useState("");
  const [loaded, setLoaded] = useState<Loaded>({ state: "loading" });
  const [attempt, setAttempt] = useState(0);
  const searchId = useId();

  useEffect(() => {
    const timer = setTimeout(() => setQuery(search.trim()), 300);
    return () => clearTimeout(timer);
  }, [search]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` is "Try again": it loads the same list anew
  useEffect(() => {
    if (!open) return;
    const controller = new AbortController();
    setLoaded({ state: "loading" });
    adminList<MediaAsset>(`/api/admin/media?limit=48&kind=${kind}&q=${encodeURIComponent(query)}`, {
      signal: controller.signal,
    })
      .then(({ items }) => setLoaded({ state: "loaded", images: items }))
      .catch((error: unknown) => {
        if (!controller.signal.aborted)
          setLoaded({ state: "failed", message: serverMessageOr(error, "The library could not be loaded.") });
      });
    return () => controller.abort();
  }, [open, query, attempt, kind]);

  return (
    <Modal
      open={open}
      onOpenChange={(next) => !next && onClose()}
      title={kind === "video" ? "Choose a video" : "Choose an image"}
    >
      <div className="-mx-6 -mt-2">
        <TableSearchBar
          searchId={searchId}
          searchLabel="Search file name or alt text"
          search={search}
          onType={setSearch}
        />
      </div>
      <div aria-busy={loaded.state === "loading"} className="mt-4 min-h-40">
        {loaded.state === "failed" ? (
          <LoadErrorPanel
            title="Unable to load the library"
            message={loaded.message}
            onRetry={() => setAttempt((n) => n + 1)}
          />
        ) : loaded.state === "loaded" && loaded.images.length === 0 ? (
          <EmptyPanel
            title={query ? `No ${kind}s match` : `The library has no ${kind}s`}
            text={query ? `Nothing matches “${query}”.` : `Upload ${kind}s in the media library first.`}
          >
            <Link to="/admin/media" className="mt-4 inline-block text-brand-ink underline">
              Open the media library
            </Link>
          </EmptyPanel>
        ) : loaded.state === "loaded" ? (
          <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3">
            {loaded.images.map((image) => (
              <li key={image._id}>
                <ImageCard image={image} onChoose={onPick} />
              </li>
            ))}
          </ul>
        ) : (
          <p role="status" className="py-10 text-center text-ink-muted text-sm">
            Loading the library…
          </p>
        )}
      </div>
    </Modal>
  );
}
