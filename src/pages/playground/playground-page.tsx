// /playground (developers only, subject "playground"): one section per shared component.
import { Card, Space, Typography } from "antd";
import { useId, type ReactNode } from "react";
import { PageTitle } from "../../components/page-title.tsx";
import { t } from "../../i18n/index.ts";
import {
  AddressSection,
  DatesSection,
  ExportSection,
  PeopleSection,
  StatusSection,
  ToastsSection,
  UploadSection,
} from "./other-sections.tsx";
import { ColumnsSection, FiltersSection, StatesSection } from "./table-sections.tsx";

const Section = ({ title, children }: { title: string; children: ReactNode }) => {
  const id = useId();
  return (
    <section aria-labelledby={id}>
      <Card
        title={
          <Typography.Title id={id} level={3} style={{ margin: 0 }}>
            {title}
          </Typography.Title>
        }
      >
        {children}
      </Card>
    </section>
  );
};

export const PLAYGROUND_SECTIONS = [
  ["columns", ColumnsSection],
  ["filters", FiltersSection],
  ["people", PeopleSection],
  ["status", StatusSection],
  ["upload", UploadSection],
  ["export", ExportSection],
  ["states", StatesSection],
  ["dates", DatesSection],
  ["toasts", ToastsSection],
  ["address", AddressSection],
] as const;

export const PlaygroundPage = () => (
  <Space direction="vertical" size="large" style={{ width: "100%" }}>
    <PageTitle>{t("playground.title")}</PageTitle>
    <Typography.Paragraph type="secondary">{t("playground.intro")}</Typography.Paragraph>
    {PLAYGROUND_SECTIONS.map(([key, Component]) => (
      <Section key={key} title={t(`playground.sections.${key}`)}>
        <Component />
      </Section>
    ))}
  </Space>
);
