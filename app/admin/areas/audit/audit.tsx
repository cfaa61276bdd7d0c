import { createColumnHelper } from "@tanstack/react-table";
import { useMemo } from "react";
import { Link, useSearchParams } from "react-router";
import { type AuditAction, type AuditEntry, type AuditKind, auditActions } from "../../../../common/audit";
import type { AdminUser } from "../../../../common/users";
import { AdminListPage } from "../../components/admin-list-page";
import { FilterSelect } from "../../components/filter-select";
import { adminList, adminLoaderRequest } from "../../lib/api-client";
import { formatDateTime } from "../../lib/format";
import { type LoadedList, loadList } from "../../lib/list-query";
import { adminMeta } from "../../lib/meta";
import type { Route } from "./+types/audit";

export const meta: Route.MetaFunction = () => adminMeta("Audit Log");

const defaults = { sort: "at", order: "desc" } as const;

/**
 * The log; the kinds of record it names, as the modules declare them (labels, pages); and the
 * people who can appear in it (for the "Who" filter; a failure only empties that list).
 */
export async function clientLoader({
  request,
}: Route.ClientLoaderArgs): Promise<LoadedList<AuditEntry> & { kinds: AuditKind[]; people: string[] }> {
  const [log, kinds, people] = await Promise.all([
    loadList<AuditEntry>(request, "/api/admin/audit"),
    adminLoaderRequest<AuditKind[]>("/api/admin/audit/kinds", request),
    adminList<AdminUser>("/api/admin/users?sort=username&order=asc&limit=200", { signal: request.signal }).then(
      ({ items }) => items.map((user) => user.username),
      () => [],
    ),
  ]);
  return { ...log, kinds, people };
}

/** Where a row links: its kind's page, with the record's id; none for a deleted record's own page. */
function recordPage(kind: AuditKind | undefined, { entityId, action }: AuditEntry): string | undefined {
  if (!kind?.page) return undefined;
  if (!kind.page.includes(":id")) return kind.page;
  return action === "delete" ? undefined : kind.page.replace(":id", encodeURIComponent(entityId));
}

const actionLabels: Record<AuditAction, string> = {
  create: "Created",
  update: "Updated",
  delete: "Deleted",
  "sign-out-everywhere": "Signed out everywhere",
  "password-change": "Changed password",
  retry: "Retried",
  send: "Sent",
  "test-send": "Sent a test",
  refused: "Refused",
  invite: "Invited",
  resend: "Sent again",
  revoke: "Revoked",
  "accept-invitation": "Accepted an invitation",
  deactivate: "Deactivated",
  reactivate: "Reactivated",
  "password-reset": "Reset password",
  "sign-in": "Signed in",
  "sign-in-failed": "Failed sign-in",
  "sign-out-others": "Signed out other sessions",
  "two-factor-setup": "Started two-factor set-up",
  "two-factor-on": "Turned on two-factor",
  "two-factor-off": "Turned off two-factor",
  "two-factor-failed": "Wrong two-factor code",
  "recovery-codes-renewed": "Renewed recovery codes",
  "two-factor-policy": "Changed two-factor policy",
  "passkey-setup": "Started adding a passkey",
  "passkey-add": "Added a passkey",
  "passkey-remove": "Removed a passkey",
};
const actionLabel = (action: string) => actionLabels[action as AuditAction] ?? action;
const actionFilter = [
  { value: "", label: "All actions" },
  ...auditActions.map((action) => ({ value: action, label: actionLabels[action] })),
];

/** A recorded value, as a person reads it: no quotes, brackets or nulls. */
function shownValue(value: unknown): string {
  if (value === null || value === undefined || value === "") return "—";
  if (typeof value === "boolean") return value ? "Yes" : "No";
  if (Array.isArray(value)) return value.length ? value.map(shownValue).join(", ") : "—";
  if (typeof value === "object") return JSON.stringify(value);
  return String(value);
}

/** "includedUsers" → "Included users": field names as words. */
function fieldLabel(field: string): string {
  const words = field
    .replace(/_/g, " ")
    .replace(/([a-z])([A-Z])/g, "$1 $2")
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** Which fields a write touched, each with its old and new value, folded away until asked for. */
function Changes({ entry }: { entry: AuditEntry }) {
  const fields = [...new Set([...Object.keys(entry.before ?? {}), ...Object.keys(entry.after ?? {})])];
  if (fields.length === 0) return null;
  return (
    <details className="mt-1.5 text-xs">
      <summary className="cursor-pointer rounded font-medium text-brand-ink">
        {fields.length === 1 ? "1 field" : `${fields.length} fields`}
        <span className="sr-only"> changed by this entry</span>
      </summary>
      <dl className="mt-2 space-y-2">
        {fields.map((field) => (
          <div key={field}>
            <dt className="font-semibold">{fieldLabel(field)}</dt>
            <dd className="break-words text-ink-muted">
              {entry.before && field in entry.before && (
                <span className="block">
                  <span className="sr-only">Before: </span>
                  <span aria-hidden="true">Was: </span>
                  <del className="decoration-danger">{shownValue(entry.before[field])}</del>
                </span>
              )}
              {entry.after && field in entry.after && (
                <span className="block text-ink">
                  <span className="sr-only">After: </span>
                  <span aria-hidden="true">Now: </span>
                  {shownValue(entry.after[field])}
                </span>
              )}
            </dd>
          </div>
        ))}
      </dl>
    </details>
  );
}

/** Who, and from where: the address and the browser, with the raw user agent on hover. */
function Who({ entry }: { entry: AuditEntry }) {
  return (
    <>
      {entry.actor}
      {entry.address && (
        <span className="block text-ink-muted text-xs" title={entry.userAgent ?? undefined}>
          {entry.address}
          {entry.device && ` · ${entry.device}`}
        </span>
      )}
    </>
  );
}

const column = createColumnHelper<AuditEntry>();
/** The log's columns; a kind the server no longer declares (a row older than a rename) shows its stored name. */
function auditColumns(kinds: AuditKind[]) {
  const kindOf = new Map(kinds.map((kind) => [kind.name, kind]));
  return [
    column.accessor("at", {
      header: "When",
      meta: { sortKey: "at", className: "whitespace-nowrap" },
      cell: (info) => formatDateTime(info.getValue()),
    }),
    column.accessor("actor", {
      header: "Who",
      meta: { sortKey: "actor", className: "whitespace-nowrap" },
      cell: (info) => <Who entry={info.row.original} />,
    }),
    column.accessor("action", {
      header: "Action",
      meta: { sortKey: "action", className: "whitespace-nowrap" },
      cell: (info) => actionLabel(info.getValue()),
    }),
    column.accessor("entity", {
      header: "Record",
      meta: { sortKey: "entity", className: "whitespace-nowrap" },
      cell: (info) => {
        const kind = kindOf.get(info.row.original.entity);
        const label = kind?.label ?? info.row.original.entity;
        const href = recordPage(kind, info.row.original);
        return href ? (
          <Link to={href} className="text-brand-ink hover:underline">
            {label}
          </Link>
        ) : (
          label
        );
      },
    }),
    column.accessor("summary", {
      header: "What changed",
      meta: { className: "min-w-64" },
      cell: (info) => (
        <>
          <span className="break-words">{info.getValue()}</span>
          <Changes entry={info.row.original} />
        </>
      ),
    }),
  ];
}

/** Every change made in the back office: who, what, which record, when (ADR 009). */
export default function Audit({ loaderData }: Route.ComponentProps) {
  const [searchParams] = useSearchParams();
  const actor = searchParams.get("actor") ?? "";
  // Someone removed since still has their entries: the filter keeps their name selectable.
  const people = actor && !loaderData.people.includes(actor) ? [...loaderData.people, actor] : loaderData.people;
  const columns = useMemo(() => auditColumns(loaderData.kinds), [loaderData.kinds]);
  const entityFilter = [
    { value: "", label: "All records" },
    ...loaderData.kinds.map((kind) => ({ value: kind.name, label: kind.label })),
  ];

  return (
    <AdminListPage
      title="Audit Log"
      description="Every change made in the back office, newest first."
      list={loaderData}
      defaults={defaults}
      caption="Audit log"
      columns={columns}
      searchLabel="Search what changed or a record id"
      emptyTitle="No entries"
      emptyText="Changes made in the back office are recorded here."
      toolbar={
        <>
          <FilterSelect label="Record" param="entity" options={entityFilter} />
          <FilterSelect label="Action" param="action" options={actionFilter} />
          <FilterSelect
            label="Who"
            param="actor"
            options={[{ value: "", label: "Anyone" }, ...people.map((name) => ({ value: name, label: name }))]}
          />
        </>
      }
    />
  );
}
