import { createColumnHelper } from "@tanstack/react-table";
import { Pencil, Plus, Trash } from "lucide-react";
import { useState } from "react";
import { Link, useSearchParams } from "react-router";
import { type AdminBlogListItem, type PostState, postStateOf } from "../../../common/blog";
import { Button, buttonClasses } from "../../components/ui/button";
import { PostStateBadge, postDateTime, postStateLabels } from "../components/blog/post-state";
import { DataTable } from "../components/data-table";
import { ConfirmDialog } from "../components/dialog";
import { FilterSelect } from "../components/filter-select";
import { PageHeader } from "../components/page-header";
import { adminRequest } from "../lib/api-client";
import { type LoadedList, loadList, readListState } from "../lib/list-query";
import { useAdminAction } from "../lib/use-admin-action";
import type { Route } from "./+types/blog";

export const meta: Route.MetaFunction = () => [
  { title: "Blog Posts | Aster Admin" },
  { name: "robots", content: "noindex" },
];

const defaults = { sort: "date", order: "desc" } as const;
const states: PostState[] = ["draft", "published", "scheduled"];
const statusFilterOptions = [
  { value: "", label: "All" },
  ...states.map((value) => ({ value, label: postStateLabels[value] })),
];

export function clientLoader({ request }: Route.ClientLoaderArgs): Promise<LoadedList<AdminBlogListItem>> {
  return loadList<AdminBlogListItem>(request, "/api/admin/blog");
}

const column = createColumnHelper<AdminBlogListItem>();

/** The list of posts (SPEC §2 Admin), each with the first 100 characters of its text (SPEC §9). */
export default function AdminBlog({ loaderData }: Route.ComponentProps) {
  const [searchParams] = useSearchParams();
  const state = readListState(searchParams, defaults);
  const { run } = useAdminAction();
  const [deleting, setDeleting] = useState<AdminBlogListItem | null>(null);
  const [deleteBusy, setDeleteBusy] = useState(false);

  async function confirmDelete() {
    if (!deleting) return;
    setDeleteBusy(true);
    await run(() => adminRequest(`/api/blog/${deleting._id}`, { method: "DELETE" }), {
      success: `Deleted the post “${deleting.title}”.`,
      failure: "Failed to delete the post.",
    });
    setDeleteBusy(false);
    setDeleting(null);
  }

  const columns = [
    column.accessor("title", {
      header: "Title",
      meta: { sortKey: "title", className: "min-w-[18rem]" },
      cell: (info) => (
        <>
          <Link
            to={`/admin/blog/${info.row.original._id}`}
            className="font-semibold hover:text-brand-ink hover:underline"
          >
            {info.getValue()}
          </Link>
          <p className="mt-1 text-ink-muted text-xs leading-relaxed">{info.row.original.preview}</p>
        </>
      ),
    }),
    column.accessor("category", { header: "Category", meta: { sortKey: "category" } }),
    column.accessor("author", { header: "Author", meta: { sortKey: "author" } }),
    column.accessor("date", {
      header: "Date",
      meta: { sortKey: "date", className: "whitespace-nowrap" },
      cell: (info) => <time dateTime={info.getValue()}>{postDateTime(info.getValue())}</time>,
    }),
    column.display({
      id: "status",
      header: "Status",
      meta: { sortKey: "status" },
      cell: (info) => <PostStateBadge state={postStateOf(info.row.original)} date={info.row.original.date} />,
    }),
    column.display({
      id: "actions",
      header: () => <span className="sr-only">Actions</span>,
      meta: { className: "text-right whitespace-nowrap" },
      cell: (info) => (
        <div className="flex justify-end gap-1">
          <Link to={`/admin/blog/${info.row.original._id}`} className={buttonClasses("ghost", "sm")}>
            <Pencil aria-hidden="true" className="size-4" />
            Edit<span className="sr-only"> “{info.row.original.title}”</span>
          </Link>
          <Button variant="ghost" size="sm" onClick={() => setDeleting(info.row.original)}>
            <Trash aria-hidden="true" className="size-4 text-danger" />
            <span className="sr-only">Delete “{info.row.original.title}”</span>
          </Button>
        </div>
      ),
    }),
  ];

  return (
    <div>
      <PageHeader
        title="Blog Posts"
        description="Drafts, scheduled and published articles. Published posts appear on /blog at their date."
        actions={
          <Link to="/admin/blog/new" className={buttonClasses("primary")}>
            <Plus aria-hidden="true" className="size-4" />
            New post
          </Link>
        }
      />
      <DataTable
        caption="Blog posts"
        columns={columns}
        rows={loaderData.rows}
        total={loaderData.total}
        state={state}
        error={loaderData.error}
        getRowId={(row) => row._id}
        searchLabel="Search title, author or category"
        emptyTitle="No posts"
        emptyText="Write the first one with New post."
        toolbar={<FilterSelect label="Status" param="status" options={statusFilterOptions} />}
      />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && !deleteBusy && setDeleting(null)}
        title="Delete this post?"
        description={`“${deleting?.title ?? ""}” will be removed, and its address on /blog will stop working. This cannot be undone.`}
        confirmLabel="Delete post"
        busy={deleteBusy}
        onConfirm={confirmDelete}
      />
    </div>
  );
}
