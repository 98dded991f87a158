// Gallery sections of the other shared components: people, status tags, upload, export,
// dates, toasts, the address field and the commune picker.
import { Button, Space, Typography } from "antd";
import { useState } from "react";
import { AddressField } from "../../components/address/address-field.tsx";
import { CitySelect } from "../../components/address/city-select.tsx";
import { PersonAvatar } from "../../session/avatar/person-avatar.tsx";
import { DateField } from "../../components/date-picker/date-field.tsx";
import { DateRangeField } from "../../components/date-picker/date-range-field.tsx";
import { EnumTag } from "../../components/table/columns.tsx";
import { ExportButton } from "../../components/table/export-button.tsx";
import { toast } from "../../lib/toast/toast-store.ts";
import { UploadField } from "../../components/upload/upload-field.tsx";
import { t } from "../../i18n/index.ts";
import type { Dayjs } from "../../lib/dates/dayjs.ts";
import type { ExportColumn } from "../../lib/export/table-export.ts";
import { formatAddress, type AddressValue } from "../../lib/geo/address.ts";
import type { Commune } from "../../lib/geo/communes.ts";
import { displayName, type PersonLike } from "../../lib/names/display-name.ts";
import { COMPANY_STATUS_STYLE, COMPANY_STATUSES } from "../../domain/companies/constants.ts";
import { DEMO_STATUS_STYLE, DEMO_STATUSES } from "./demo-data.ts";

const PEOPLE: PersonLike[] = [
  { first_name: "Éléonore", last_name: "Dupré" },
  { first_name: "Jean-Baptiste", last_name: "de La Fontaine" },
  { temp_first_name: "Aïcha", temp_last_name: "Benali" },
  { civility: "entity", last_name: "Bâtir Rhône" },
  {},
];

export const PeopleSection = () => (
  <Space wrap size="large">
    {PEOPLE.map((person, index) => {
      const name = displayName(person);
      return (
        <Space key={index}>
          <PersonAvatar name={name} />
          <Typography.Text>{name}</Typography.Text>
        </Space>
      );
    })}
  </Space>
);

export const StatusSection = () => (
  <Space direction="vertical">
    <Space wrap>
      {COMPANY_STATUSES.map((status) => (
        <EnumTag key={status} value={status} style={COMPANY_STATUS_STYLE} />
      ))}
    </Space>
    <Space wrap>
      {DEMO_STATUSES.map((status) => (
        <EnumTag key={status} value={status} style={DEMO_STATUS_STYLE} />
      ))}
    </Space>
  </Space>
);

export const UploadSection = () => {
  const [file, setFile] = useState<File | null>(null);
  return (
    <Space direction="vertical">
      <UploadField value={file} onChange={setFile} />
      <Typography.Text type="secondary">
        {file ? t("playground.upload.chosen", { name: file.name }) : t("playground.upload.none")}
      </Typography.Text>
    </Space>
  );
};

type ExportRow = { id: string; name: string; siren: string | null };
const EXPORT_COLUMNS: ExportColumn<ExportRow>[] = [
  { header: t("resources.companies.fields.name"), value: (r) => r.name },
  { header: t("resources.companies.fields.siren"), value: (r) => r.siren },
];

export const ExportSection = () => (
  <Space>
    <ExportButton<ExportRow>
      resource="company"
      filters={[]}
      sorters={[{ field: "name", order: "asc" }]}
      meta={{ select: "id, name, siren" }}
      columns={EXPORT_COLUMNS}
      fileBase="bac-a-sable-entreprises"
    />
    <Typography.Text type="secondary">{t("playground.export.hint")}</Typography.Text>
  </Space>
);

export const DatesSection = () => {
  const [date, setDate] = useState<Dayjs | null>(null);
  const [range, setRange] = useState<[Dayjs | null, Dayjs | null]>([null, null]);
  return (
    <Space direction="vertical">
      <DateField label={t("playground.dates.single")} value={date} onChange={setDate} />
      <Typography.Text type="secondary">
        {t("playground.dates.value", { value: date ? date.format("DD/MM/YYYY") : "—" })}
      </Typography.Text>
      <DateRangeField label={t("playground.dates.range")} value={range} onChange={setRange} />
    </Space>
  );
};

export const ToastsSection = () => (
  <Space wrap>
    <Button onClick={() => toast({ type: "success" })}>{t("playground.toasts.success")}</Button>
    <Button onClick={() => toast({ type: "error" })}>{t("playground.toasts.error")}</Button>
    <Button onClick={() => toast({ type: "danger", description: t("playground.toasts.dangerText") })}>
      {t("playground.toasts.danger")}
    </Button>
    <Button
      onClick={() =>
        toast({
          type: "success",
          title: t("playground.toasts.withAction"),
          action: {
            btnText: t("playground.toasts.undo"),
            altText: t("playground.toasts.undo"),
            trigger: () => toast({ type: "success", description: t("playground.toasts.undone") }),
          },
        })
      }
    >
      {t("playground.toasts.withAction")}
    </Button>
  </Space>
);

export const AddressSection = () => {
  const [commune, setCommune] = useState<Commune>();
  const [address, setAddress] = useState<AddressValue>();
  return (
    <Space direction="vertical" style={{ width: "100%", maxWidth: 720 }}>
      <Typography.Text strong>{t("playground.address.field")}</Typography.Text>
      <AddressField value={address} onChange={setAddress} />
      <Typography.Text type="secondary">
        {t("playground.address.formatted", { value: (address && formatAddress(address)) || "—" })}
      </Typography.Text>
      <Typography.Text strong>{t("playground.address.city")}</Typography.Text>
      <div style={{ width: 360 }}>
        <CitySelect value={commune} onChange={setCommune} aria-label={t("playground.address.city")} />
      </div>
      {commune ? (
        <Typography.Text type="secondary">
          {t("playground.address.chosen", { name: commune.name, code: commune.code })}
        </Typography.Text>
      ) : null}
    </Space>
  );
};
