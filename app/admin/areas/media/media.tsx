import { useCallback } from "react";
import { useSearchParams } from "react-router";
import type { MediaAsset } from "../../../../common/media";
import { EmptyPanel, LoadErrorPanel } from "../../../components/ui/load-states";
import { cn } from "../../../lib/cn";
import { useListLoading } from "../../components/data-table";
import { TablePager } from "../../components/data-table-pager";
import { TableSearchBar, useSearchAsYouType } from "../../components/data-table-search";
import { ConfirmDialog } from "../../components/dialog";
import { FilterSelect } from "../../components/filter-select";
import { FormModal } from "../../components/form-modal";
import { PageHeader } from "../../components/page-header";
import { type LoadedList, loadList, readListState } from "../../lib/list-query";
import { adminMeta } from "../../lib/meta";
import { useConfirmedDelete } from "../../lib/use-confirmed-delete";
import { useListParams } from "../../lib/use-list-params";
import { useMediaAsset } from "../../lib/use-media-asset";
import type { Route } from "./+types/media";
import { ImageForm } from "./image-form";
import { ImageGrid } from "./image-grid";
import { UploadPanel } from "./upload-panel";
import { useUploads } from "./use-uploads";

export const meta: Route.MetaFunction = () => adminMeta("Media");

const defaults = { sort: "createdAt", order: "desc", limit: 50 } as const;

export function clientLoader({ request }: Route.ClientLoaderArgs): Promise<LoadedList<MediaAsset>> {
  return loadList<MediaAsset>(request, "/api/admin/media");
}

/**
 * The image the address names (`?image=<id>`, as the audit log links it): from the page's list
 * when it is there, else asked for on its own.
 */
function useOpenImage(rows: MediaAsset[]) {
  const { searchParams, change } = useListParams();
  const id = searchParams.get("image");
  const forget = useCallback(() => change({ image: "" }, { replace: true }), [change]);
  const open = useMediaAsset(id, { known: rows.find((row) => row._id === id), onMissing: forget });
  return {
    open,
    show: (image: MediaAsset) => change({ image: image._id }, { preventScrollReset: true }),
    close: () => change({ image: "" }, { preventScrollReset: true, replace: true }),
  };
}

export default function AdminMedia({ loaderData: list }: Route.ComponentProps) {
  const [searchParams] = useSearchParams();
  const state = readListState(searchParams, defaults);
  const { change } = useListParams();
  const { loading, revalidator } = useListLoading();
  const [search, typeSearch] = useSearchAsYouType(state.q, change);
  const uploads = useUploads();
  const image = useOpenImage(list.rows);
  const filtered = searchParams.get("undescribed") === "true";
  const deletion = useConfirmedDelete<MediaAsset>({
    path: (row) => `/api/admin/media/${row._id}`,
    success: (row) => `"${row.fileName}" deleted.`,
    failure: "Failed to delete the image.",
    title: "Delete this image?",
    description: (row) =>
      `"${row.fileName}" will be removed from the library. An image a post or page uses cannot be deleted. This cannot be undone.`,
    confirmLabel: "Delete image",
  });

  return (
    <div>
      <PageHeader
        title="Media"
        description="Images for posts and pages: upload once, describe once, and every page gets the right size."
      />
      <div className="rounded-2xl border border-line bg-surface shadow-card">
        <UploadPanel uploads={uploads.uploads} onFiles={uploads.add} onClearFinished={uploads.clearFinished} />
        <TableSearchBar
          searchId="media-search"
          searchLabel="Search file name or alt text"
          search={search}
          onType={typeSearch}
          toolbar={
            <FilterSelect
              label="Show"
              param="undescribed"
              options={[
                { value: "", label: "All images" },
                { value: "true", label: "Not described yet" },
              ]}
            />
          }
        />
        <section aria-label="Images" aria-busy={loading} className={cn(loading && "opacity-60")}>
          {list.error ? (
            <div className="p-6">
              <LoadErrorPanel
                title="Unable to load the library"
                message={list.error}
                onRetry={() => revalidator.revalidate()}
              />
            </div>
          ) : list.rows.length === 0 ? (
            <div className="p-6">
              <EmptyPanel
                title={state.q ? "No images match" : filtered ? "Every image is described" : "No images yet"}
                text={
                  state.q
                    ? `Nothing matches “${state.q}”.`
                    : filtered
                      ? "Nothing is waiting for alt text."
                      : "Drop images above, or choose them: they are ready for posts and pages at once."
                }
              />
            </div>
          ) : (
            <ImageGrid images={list.rows} onOpen={image.show} />
          )}
        </section>
        <TablePager
          caption="Images"
          total={list.total}
          state={state}
          update={(changes) => change(changes, { preventScrollReset: true })}
        />
      </div>
      <FormModal
        editing={image.open}
        title={(row) => row?.fileName ?? "Image"}
        discardDescription="This image has changes that are not saved. If you close it now, they are lost."
        onClose={image.close}
      >
        {(row, modal) => row && <ImageForm image={row} modal={modal} onDelete={deletion.ask} />}
      </FormModal>
      <ConfirmDialog
        {...deletion.dialog}
        onConfirm={async () => {
          if (await deletion.dialog.onConfirm()) image.close();
        }}
      />
    </div>
  );
}
