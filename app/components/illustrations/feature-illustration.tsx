import type { JSX } from "react";
import type { AccentColor, IllustrationKind } from "../../../content/types";
import { accents } from "../accent";
import { PayslipArt, ReceiptArt } from "./money";
import { ChatArt, LearningArt, NotificationArt, OrgChartArt, ProfileArt } from "./people";
import { ChartArt, CodeArt, DashboardArt, MobileArt } from "./screens";
import type { ArtProps } from "./shared";
import { AttendanceArt, CalendarArt, MapArt, TimesheetArt } from "./time";
import { IntegrationArt, KanbanArt, PipelineArt, ShieldArt } from "./work";

/** Every kind must be drawn: a missing key here is a type error, not a blank picture. */
const art: Record<IllustrationKind, (props: ArtProps) => JSX.Element> = {
  dashboard: DashboardArt,
  "org-chart": OrgChartArt,
  profile: ProfileArt,
  attendance: AttendanceArt,
  map: MapArt,
  calendar: CalendarArt,
  timesheet: TimesheetArt,
  mobile: MobileArt,
  kanban: KanbanArt,
  pipeline: PipelineArt,
  payslip: PayslipArt,
  receipt: ReceiptArt,
  chat: ChatArt,
  notification: NotificationArt,
  learning: LearningArt,
  shield: ShieldArt,
  chart: ChartArt,
  integration: IntegrationArt,
  code: CodeArt,
};

/**
 * A flat, themed product-UI picture for a feature section, drawn in inline SVG so it is sharp,
 * follows light/dark through the semantic colour classes and adds no requests. Shapes stand in
 * for text; the label says what it depicts.
 */
export function FeatureIllustration({
  kind,
  color,
  label,
  className = "h-auto w-full",
}: {
  kind: IllustrationKind;
  color: AccentColor;
  label: string;
  className?: string;
}): JSX.Element {
  const Art = art[kind];
  return (
    <svg viewBox="0 0 480 320" role="img" aria-label={label} className={className} fill="none">
      <rect width={480} height={320} rx={24} className="fill-surface-muted" />
      <Art a={accents[color]} />
    </svg>
  );
}
