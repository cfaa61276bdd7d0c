import { createColumnHelper } from "@tanstack/react-table";
import { Pencil, Plus } from "lucide-react";
import { Link } from "react-router";
import { type AdminBlogListItem, type PostState, postStateOf } from "../../../../common/blog";
import { buttonClasses } from "../../../components/ui/button";
import { AdminListPage } from "../../components/admin-list-page";
import { PostStateBadge, postDateTime, postStateLabels } from "../../components/blog/post-state";
import { actionsColumn, DeleteRowButton } from "../../components/data-table";
import { FilterSelect } from "../../components/filter-select";
import { type LoadedList, loadList } from "../../lib/list-query";
import { adminMeta } from "../../lib/meta";
import { useConfirmedDelete } from "../../lib/use-confirmed-delete";
import type { Route } from "./+types/blog";

export const meta: Route.MetaFunction = () => adminMeta("Blog Posts");

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
  const deletion = useConfirmedDelete<AdminBlogListItem>({
    path: (post) => `/api/admin/blog/${post._id}`,
    success: (post) => `Deleted the post “${post.title}”.`,
    failure: "Failed to delete the post.",
    title: "Delete this post?",
    description: (post) =>
      `“${post.title}” will be removed, and its address on /blog will stop working. This cannot be undone.`,
    confirmLabel: "Delete post",
  });

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
    actionsColumn<AdminBlogListItem>((post) => (
      <>
        <Link to={`/admin/blog/${post._id}`} className={buttonClasses("ghost", "sm")}>
          <Pencil aria-hidden="true" className="size-4" />
          Edit<span className="sr-only"> “{post.title}”</span>
        </Link>
        <DeleteRowButton label={`Delete “${post.title}”`} onClick={() => deletion.ask(post)} />
      </>
    )),
  ];

  return (
    <AdminListPage
      title="Blog Posts"
      description="Drafts, scheduled and published articles. Published posts appear on /blog at their date."
      actions={
        <Link to="/admin/blog/new" className={buttonClasses("primary")}>
          <Plus aria-hidden="true" className="size-4" />
          New post
        </Link>
      }
      list={loaderData}
      defaults={defaults}
      deletion={deletion}
      caption="Blog posts"
      columns={columns}
      searchLabel="Search title, author or category"
      emptyTitle="No posts"
      emptyText="Write the first one with New post."
      toolbar={<FilterSelect label="Status" param="status" options={statusFilterOptions} />}
    />
  );
}
