import type { ReactNode } from "react";
import { useSearchParams } from "react-router";
import { type ListDefaults, type LoadedList, readListState } from "../lib/list-query";
import type { ConfirmedDelete } from "../lib/use-confirmed-delete";
import { DataTable, type DataTableProps } from "./data-table";
import { ConfirmDialog } from "./dialog";
import { PageHeader } from "./page-header";

type TableProps<Row> = Omit<DataTableProps<Row>, "rows" | "total" | "error" | "state" | "getRowId">;

/**
 * A back-office list page: its header (title, purpose, main actions), the shared table over what
 * the clientLoader loaded (`loadList`), with sort, page and search read from the URL against the
 * area's `defaults`, and, given `deletion` (useConfirmedDelete), the dialog that asks before a
 * record is deleted. `children` are what is special to the area (its dialogs, its own sections).
 */
export function AdminListPage<Row extends { _id: string }>({
  title,
  description,
  actions,
  list,
  defaults,
  deletion,
  children,
  ...table
}: {
  title: string;
  description: string;
  actions?: ReactNode;
  list: LoadedList<Row>;
  defaults: ListDefaults;
  deletion?: ConfirmedDelete<Row>;
  children?: ReactNode;
} & TableProps<Row>) {
  const [searchParams] = useSearchParams();
  return (
    <div>
      <PageHeader title={title} description={description} actions={actions} />
      <DataTable
        {...table}
        rows={list.rows}
        total={list.total}
        error={list.error}
        state={readListState(searchParams, defaults)}
        getRowId={(row) => row._id}
      />
      {children}
      {deletion && <ConfirmDialog {...deletion.dialog} />}
    </div>
  );
}
