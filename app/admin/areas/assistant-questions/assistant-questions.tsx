import { createColumnHelper } from "@tanstack/react-table";
import type { AssistantQuestion } from "../../../../common/assistant";
import { AdminListPage } from "../../components/admin-list-page";
import { FilterSelect } from "../../components/filter-select";
import { formatDateTime } from "../../lib/format";
import { type LoadedList, loadList } from "../../lib/list-query";
import { adminMeta } from "../../lib/meta";
import type { Route } from "./+types/assistant-questions";

export const meta: Route.MetaFunction = () => adminMeta("Assistant Questions");

const defaults = { sort: "lastAskedAt", order: "desc" } as const;

/** A row as the table keys it: the API groups by question and kind, so the two name a row. */
type QuestionRow = AssistantQuestion & { _id: string };

export async function clientLoader({ request }: Route.ClientLoaderArgs): Promise<LoadedList<QuestionRow>> {
  const list = await loadList<AssistantQuestion>(request, "/api/admin/assistant-questions");
  return { ...list, rows: list.rows.map((row) => ({ ...row, _id: `${row.kind}:${row.question}` })) };
}

const kindLabels: Record<AssistantQuestion["kind"], string> = {
  unanswered: "Unanswered",
  weak: "Weak match",
  unhelpful: "Unhelpful",
};

const kindFilter = [
  { value: "", label: "All" },
  { value: "unanswered", label: kindLabels.unanswered },
  { value: "weak", label: kindLabels.weak },
  { value: "unhelpful", label: kindLabels.unhelpful },
] as const;

const column = createColumnHelper<QuestionRow>();

const columns = [
  column.accessor("question", {
    header: "Question",
    meta: { className: "min-w-48 max-w-md" },
    cell: (info) => <span className="break-words">{info.getValue()}</span>,
  }),
  column.accessor("kind", {
    header: "Why it is here",
    cell: (info) => (
      <span className="inline-flex rounded-full bg-surface-muted px-2.5 py-0.5 font-medium text-xs">
        {kindLabels[info.getValue()]}
      </span>
    ),
  }),
  column.accessor("answeredWith", {
    header: "Answered with",
    meta: { className: "max-w-56" },
    // The page a weak match sent the visitor to: open it to judge whether it answers the question.
    cell: (info) => {
      const url = info.getValue();
      return url ? (
        <a href={url} target="_blank" rel="noreferrer" className="break-all font-medium text-brand-ink hover:underline">
          {url}
        </a>
      ) : (
        <span className="text-ink-muted">None</span>
      );
    },
  }),
  column.accessor("count", {
    header: "Times asked",
    meta: { sortKey: "count", className: "text-right tabular-nums" },
  }),
  column.accessor("firstAskedAt", {
    header: "First asked",
    meta: { className: "whitespace-nowrap" },
    cell: (info) => formatDateTime(info.getValue()),
  }),
  column.accessor("lastAskedAt", {
    header: "Last asked",
    meta: { sortKey: "lastAskedAt", className: "whitespace-nowrap" },
    cell: (info) => formatDateTime(info.getValue()),
  }),
];

/**
 * What the site fails to say (ADR 023): questions the assistant found no answer for, questions it
 * answered from a passage that matched them only in part (with the page it sent the visitor to, so
 * a wrong answer can be found, not only a missing one), and answers visitors marked unhelpful,
 * grouped by question and counted, the most recently asked first, so marketing knows which page to
 * write next. The server keeps only the masked text, for 90 days.
 */
export default function AssistantQuestions({ loaderData }: Route.ComponentProps) {
  return (
    <AdminListPage
      title="Assistant Questions"
      description={
        "Questions the site's assistant could not answer, answered only from a weak match (check the page it sent " +
        "the visitor to), and answers visitors marked unhelpful. Each is kept for 90 days, with email addresses and " +
        "phone numbers masked."
      }
      list={loaderData}
      defaults={defaults}
      caption="Assistant questions"
      columns={columns}
      searchLabel="Search questions"
      emptyTitle="No questions to review"
      emptyText={
        "When the assistant finds nothing on the site for a question, answers it from a weak match, or a visitor " +
        "marks an answer unhelpful, the question appears here, grouped and counted. Questions are kept for 90 days, " +
        "with email addresses and phone numbers masked."
      }
      toolbar={<FilterSelect label="Show" param="kind" options={kindFilter} />}
    />
  );
}
