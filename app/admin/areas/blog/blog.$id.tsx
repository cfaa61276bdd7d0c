import { useLocation } from "react-router";
import type { AdminBlogPost } from "../../../../common/blog";
import { BackLink } from "../../components/back-link";
import { PostEditor } from "../../components/blog/post-editor";
import { RecordLoadError } from "../../components/record-page";
import { adminLoadRecord } from "../../lib/api-client";
import { adminMeta } from "../../lib/meta";
import type { Route } from "./+types/blog.$id";

export const meta: Route.MetaFunction = ({ params }) => adminMeta(params.id === "new" ? "New post" : "Edit post");

/**
 * /admin/blog/new and /admin/blog/{id} are one route: one module, so the editor (Tiptap, the
 * largest code in the back office) is one chunk that only these two addresses download.
 */
export async function clientLoader({ params, request }: Route.ClientLoaderArgs) {
  if (params.id === "new") return { post: null };
  return { post: await adminLoadRecord<AdminBlogPost>(`/api/admin/blog/${encodeURIComponent(params.id)}`, request) };
}

const back = { to: "/admin/blog", label: "All posts" };

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <RecordLoadError
      error={error}
      back={back}
      missing="This post does not exist. It may have been deleted."
      failed="Failed to load the post. Please reload."
    />
  );
}

export default function EditBlogPost({ loaderData }: Route.ComponentProps) {
  const location = useLocation();
  // A new post moves to its own address after the first save; the editor stays as it is, so the
  // text typed meanwhile and the cursor are kept (PostEditor passes `keepsForm`).
  const keepsForm = (location.state as { keepsForm?: boolean } | null)?.keepsForm === true;
  const key = keepsForm ? "new" : (loaderData.post?._id ?? "new");
  return (
    <div>
      <BackLink to={back.to}>{back.label}</BackLink>
      <div className="mt-4">
        <PostEditor key={key} initial={loaderData.post} />
      </div>
    </div>
  );
}
