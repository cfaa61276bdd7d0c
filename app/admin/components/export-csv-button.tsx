import { Download } from "lucide-react";
import { useState } from "react";
import { useSearchParams } from "react-router";
import { Button } from "../../components/ui/button";
import { adminDownload } from "../lib/api-client";
import { useToast } from "./toast";

/**
 * A list's "Export CSV": downloads `path` with the table's filter, sort and search from the URL
 * (not its page: the export holds every matching row), with a toast either way.
 */
export function ExportCsvButton({ path, failure }: { path: string; failure: string }) {
  const [searchParams] = useSearchParams();
  const toast = useToast();
  const [exporting, setExporting] = useState(false);

  async function exportCsv() {
    setExporting(true);
    try {
      const query = new URLSearchParams(searchParams);
      query.delete("page");
      query.delete("limit");
      await adminDownload(`${path}?${query}`);
      toast.success("The CSV has been downloaded.");
    } catch {
      toast.error(failure);
    } finally {
      setExporting(false);
    }
  }

  return (
    <Button variant="secondary" onClick={exportCsv} disabled={exporting}>
      <Download aria-hidden="true" className="size-4" />
      {exporting ? "Exporting…" : "Export CSV"}
    </Button>
  );
}
