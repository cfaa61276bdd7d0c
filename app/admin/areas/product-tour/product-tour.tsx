import { useCallback, useState } from "react";
import type { TourDemo } from "../../../../common/product-tour";
import { UnsavedChangesGuard } from "../../components/leave-form-dialog";
import { adminLoaderRequest } from "../../lib/api-client";
import { adminMeta } from "../../lib/meta";
import type { Route } from "./+types/product-tour";
import { DemoMediaForm } from "./demo-media-form";

export const meta: Route.MetaFunction = () => adminMeta("Product Tour");

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  return { demos: await adminLoaderRequest<TourDemo[]>("/api/admin/product-tour", request) };
}

/**
 * /admin/product-tour (ADR 048): each demo of /product-tour with its video and chapters. The
 * demos' titles and copy are content; their media is set here, and saving one shows it at once.
 */
export default function ProductTour({ loaderData: { demos } }: Route.ComponentProps) {
  const [dirtyDemos, setDirtyDemos] = useState<ReadonlySet<string>>(new Set());
  const dirtyChange = useCallback(
    (id: string) => (dirty: boolean) =>
      setDirtyDemos((current) => {
        if (current.has(id) === dirty) return current;
        const next = new Set(current);
        if (dirty) next.add(id);
        else next.delete(id);
        return next;
      }),
    [],
  );
  return (
    <div>
      <h1 className="font-bold text-2xl tracking-tight">Product Tour</h1>
      <p className="mt-2 max-w-2xl text-ink-muted">
        Set the video each demo on the product tour plays, with its captions in the media library, and where each
        chapter starts. A demo with no video shows each chapter's screenshot.
      </p>
      <div className="mt-6 space-y-6">
        {demos.map((demo) => (
          <DemoMediaForm key={`${demo._id} ${demo.updatedAt}`} demo={demo} onDirtyChange={dirtyChange(demo._id)} />
        ))}
      </div>
      <UnsavedChangesGuard dirty={dirtyDemos.size > 0} />
    </div>
  );
}
