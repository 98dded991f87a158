// The establishments table: name, SIRET, NAF code, head office, city (the address's), status, and the
// actions the caller's rights allow.
import { Button, Space } from "antd";
import type { ColumnType } from "antd/es/table";
import { actionsColumn, enumTagColumn, textColumn } from "../../../src/components/table/columns.tsx";
import { t } from "../../../src/i18n/index.ts";
import { AGENCY_STATUS_STYLE, type AgencyStatus } from "./constants.ts";
import { NafText } from "../naf-select.tsx";
import { AgencyDeleteButton } from "./delete.tsx";
import { agencyText as a } from "./labels.ts";
import type { AgencyListRow } from "./types.ts";

export const cityOf = (row: Pick<AgencyListRow, "address">): string =>
  row.address?.city ? [row.address.postal_code, row.address.city].filter(Boolean).join(" ") : "—";

type Actions = { onEdit?: (row: AgencyListRow) => void; onDeleted?: () => void; canDelete: boolean };

export const agencyColumns = ({ onEdit, onDeleted, canDelete }: Actions): ColumnType<AgencyListRow>[] => [
  textColumn<AgencyListRow>("name", { title: a("name"), sortable: false }),
  textColumn<AgencyListRow>("siret", { title: a("siret"), sortable: false }),
  textColumn<AgencyListRow>("naf_code", {
    title: a("naf"),
    sortable: false,
    render: (row) => <NafText code={row.naf_code} storedLabel={row.naf_code_label} />,
  }),
  textColumn<AgencyListRow>("is_head_office", {
    title: a("headOffice"),
    sortable: false,
    render: (row) => t(row.is_head_office ? "components.yesNo.yes" : "components.yesNo.no"),
  }),
  textColumn<AgencyListRow>("address", { title: a("city"), sortable: false, render: cityOf }),
  enumTagColumn<AgencyListRow, AgencyStatus>("status", {
    title: a("status"),
    style: AGENCY_STATUS_STYLE,
    sortable: false,
  }),
  ...(onEdit || canDelete
    ? [
        actionsColumn<AgencyListRow>({
          title: a("actions"),
          render: (row) => (
            <Space size={0}>
              {onEdit ? (
                <Button size="small" type="link" onClick={() => onEdit(row)}>
                  {a("edit")}
                </Button>
              ) : null}
              {canDelete ? <AgencyDeleteButton agency={row} onDeleted={() => onDeleted?.()} /> : null}
            </Space>
          ),
        }),
      ]
    : []),
];
