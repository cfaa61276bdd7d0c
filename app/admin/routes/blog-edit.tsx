import { isRouteErrorResponse, useLocation } from "react-router";
import type { AdminBlogPost } from "../../../common/blog";
import { ApiError } from "../../lib/api";
import { BackLink } from "../components/back-link";
import { PostEditor } from "../components/blog/post-editor";
import { adminLoaderRequest } from "../lib/api-client";
import type { Route } from "./+types/blog-edit";

export const meta: Route.MetaFunction = ({ params }) => [
  { title: `${params.id === "new" ? "New post" : "Edit post"} | Aster Admin` },
  { name: "robots", content: "noindex" },
];

/**
 * /admin/blog/new and /admin/blog/{id} are one route: one module, so the editor (Tiptap, the
 * largest code in the back office) is one chunk that only these two addresses download.
 */
export async function clientLoader({ params, request }: Route.ClientLoaderArgs) {
  if (params.id === "new") return { post: null };
  try {
    return {
      post: await adminLoaderRequest<AdminBlogPost>(`/api/admin/blog/${encodeURIComponent(params.id)}`, request),
    };
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) {
      throw new Response("Post not found", { status: 404 });
    }
    throw error;
  }
}

function AllPosts() {
  return <BackLink to="/admin/blog">All posts</BackLink>;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const missing = isRouteErrorResponse(error) && error.status === 404;
  return (
    <div>
      <AllPosts />
      <p role="alert" className="mt-6 rounded-xl bg-danger-soft p-6 font-medium text-danger">
        {missing ? "This post does not exist. It may have been deleted." : "Failed to load the post. Please reload."}
      </p>
    </div>
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
      <AllPosts />
      <div className="mt-4">
        <PostEditor key={key} initial={loaderData.post} />
      </div>
    </div>
  );
}
