import { type ResourceFile, resourceFiles } from "../../../content/product-tour-resources";
import type { Clock } from "../../clock";
import type { ContentVersion } from "../../http/content-version";
import type { PlanService } from "../plans/service";
import { resourceDocuments } from "./documents";
import { createPdfThread } from "./pdf-thread";

/**
 * The downloadable resources on /product-tour: PDFs made from the site's content and the plans in
 * the database. Each is made once per content version (ADR 010: every public staff write, such as
 * a plan edit, moves it on), so the download and the size shown beside its link are the same bytes,
 * and a changed plan reaches the guide with the next download. While instances cannot hear each
 * other's changes (the version is not trustworthy), a file is kept for a minute at most: long
 * enough that nobody can make the server lay out PDFs request after request (each is a few hundred
 * milliseconds of a worker thread's time, server/modules/resources/pdf-thread.ts), short enough
 * that another instance's plan edit shows soon after.
 */
const untrustedKeepMs = 60_000;
export function createResourceService({
  plans,
  clock,
  contentVersion,
  publicUrl,
}: {
  plans: Pick<PlanService, "list">;
  clock: Clock;
  contentVersion: Pick<ContentVersion, "current" | "trustworthy">;
  publicUrl: string;
}) {
  const pdfThread = createPdfThread();
  let made: { version: number; files: Map<ResourceFile, Promise<Buffer>> } = { version: -1, files: new Map() };
  /** What was made while the version could not be trusted, and when. */
  const untrusted = new Map<ResourceFile, { at: number; making: Promise<Buffer> }>();

  async function make(file: ResourceFile): Promise<Buffer> {
    const spec = resourceDocuments[file]({ plans: await plans.list(), publicUrl, createdAt: clock.now() });
    return pdfThread.write(spec);
  }

  function file(name: ResourceFile): Promise<Buffer> {
    if (!contentVersion.trustworthy) {
      const now = clock.now().getTime();
      const kept = untrusted.get(name);
      if (kept && now - kept.at < untrustedKeepMs) return kept.making;
      const making = make(name);
      untrusted.set(name, { at: now, making });
      making.catch(() => untrusted.delete(name));
      return making;
    }
    const version = contentVersion.current;
    if (made.version !== version) made = { version, files: new Map() };
    const cached = made.files.get(name);
    if (cached) return cached;
    // The promise is kept, so requests arriving while it is made share one rendering.
    const making = make(name);
    made.files.set(name, making);
    const current = made;
    making.catch(() => {
      if (current.files.get(name) === making) current.files.delete(name);
    });
    return making;
  }

  return {
    file,
    /** Each file's size in bytes, as it will be served. */
    async sizes(): Promise<Record<ResourceFile, number>> {
      const buffers = await Promise.all(resourceFiles.map((name) => file(name)));
      return Object.fromEntries(resourceFiles.map((name, index) => [name, buffers[index]?.length ?? 0])) as Record<
        ResourceFile,
        number
      >;
    },
  };
}

export type ResourceService = ReturnType<typeof createResourceService>;
