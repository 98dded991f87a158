// /calculators, IFM tab: gross, end-of-mission allowance (when due), paid-leave allowance, and
// the cases in which the end-of-mission allowance is not due.
import { Col, Row, Typography } from "antd";
import { useT } from "../../i18n/use-t.ts";
import type { CalculatorFigures } from "./calculator-figures.ts";
import { money } from "./format.ts";
import { Figure } from "./ui.tsx";

export const IfmTab = ({ f }: { f: CalculatorFigures }) => {
  const t = useT();
  return (
    <Row gutter={16}>
      <Col xs={24} md={12}>
        <Figure testId="ifm-gross" label={t("calculators.ifm.gross")} value={money(f.hoursGross)} />
        <Figure
          testId="ifm-ifm"
          label={t("calculators.ifm.ifm")}
          value={f.ifmDue ? money(f.p.ifm) : t("calculators.ifm.notDue")}
        />
        <Figure testId="ifm-iccp" label={t("calculators.ifm.iccp")} value={money(f.p.iccp)} />
        <Figure testId="ifm-total" label={t("calculators.ifm.total")} value={money(f.p.grossTotal)} />
      </Col>
      <Col xs={24} md={12}>
        <Typography.Paragraph strong>{t("calculators.ifm.reasonsTitle")}</Typography.Paragraph>
        <ul>
          <li>{t("calculators.ifm.reasons.talentCdi")}</li>
          <li>{t("calculators.ifm.reasons.misconduct")}</li>
          <li>{t("calculators.ifm.reasons.forceMajeure")}</li>
          <li>{t("calculators.ifm.reasons.talentEnd")}</li>
        </ul>
        <Typography.Paragraph>{t("calculators.ifm.iccpAlways")}</Typography.Paragraph>
      </Col>
    </Row>
  );
};
