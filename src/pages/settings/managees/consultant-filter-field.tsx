// The consultant filter lists open with: "Moi et mes managés" (default) or "Aucun filtre".
import { Form, Radio } from "antd";
import { useState } from "react";
import { toast } from "../../../lib/toast/toast-store.ts";
import { t } from "../../../i18n/index.ts";
import {
  CONSULTANT_FILTERS,
  readConsultantFilter,
  writeConsultantFilter,
  type ConsultantFilter,
} from "../../../lib/preferences/consultant-filter.ts";

export const ConsultantFilterField = ({ userId }: { userId: string }) => {
  const [value, setValue] = useState<ConsultantFilter>(() => readConsultantFilter(window.localStorage, userId));
  const change = (next: ConsultantFilter) => {
    setValue(next);
    writeConsultantFilter(window.localStorage, userId, next);
    toast({ type: "success", description: t("settings.managees.filterSaved") });
  };
  return (
    <Form.Item label={t("settings.managees.filter")} extra={t("settings.managees.filterHelp")}>
      <Radio.Group
        aria-label={t("settings.managees.filter")}
        value={value}
        onChange={(event) => change(event.target.value as ConsultantFilter)}
        options={CONSULTANT_FILTERS.map((filter) => ({
          value: filter,
          label: t(`settings.managees.filterOptions.${filter}`),
        }))}
      />
    </Form.Item>
  );
};
