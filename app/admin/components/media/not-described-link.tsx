import { Link } from "react-router";

/** Under an image a record uses that nobody described: publishing waits for it, so this leads there. */
export function NotDescribedLink({ id }: { id: string }) {
  return (
    <Link to={`/admin/media?image=${id}`} className="font-medium text-amber-900 underline dark:text-amber-200">
      Not described yet: add alt text
    </Link>
  );
}
