import { ChartColumn, Table2 } from "lucide-react";
import { Button } from "../../components/ui/button";

/**
 * The switch between a chart and its table, on the back office's chart cards: the table is the
 * accessible version (the chart is hidden from assistive tech), and some people read it better.
 */
export function ChartTableToggle({ asTable, onToggle }: { asTable: boolean; onToggle: () => void }) {
  return (
    <Button variant="secondary" size="sm" aria-pressed={asTable} onClick={onToggle}>
      {asTable ? (
        <ChartColumn aria-hidden="true" className="size-4" />
      ) : (
        <Table2 aria-hidden="true" className="size-4" />
      )}
      {asTable ? "Show chart" : "Show table"}
    </Button>
  );
}
