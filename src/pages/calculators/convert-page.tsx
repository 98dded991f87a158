// /convert (docs/rules/pay.md#convert): the conversion toolbox. Pure conversions are instant; gross ↔ net
// goes through the shared pay engine (URSSAF's rules). Every input lives in the URL.
import { Col, Row, Space } from "antd";
import { usePayEngine } from "../../lib/pay/use-pay-engine.ts";
import { CONVERT_DEFAULTS, CONVERT_SCHEMA, payUnitOf } from "./convert-inputs.ts";
import { GrossCard, NetCard } from "./convert-pay-cards.tsx";
import { BillingCard, TimeCard, VatCard } from "./convert-simple-cards.tsx";
import { ShareLink } from "./ui.tsx";
import { useUrlInputs } from "./url-inputs.ts";

export const ConvertPage = () => {
  const { engine } = usePayEngine();
  const inputs = useUrlInputs(CONVERT_SCHEMA, CONVERT_DEFAULTS);
  const { values, params } = inputs;
  const pay = {
    engine,
    inputs,
    weekly: (values.hours as number | undefined) ?? 35,
    cadre: params.get("cadre") === "1",
    ifmDue: params.get("ifm") !== "0",
  };

  return (
    <Space direction="vertical" style={{ width: "100%" }}>
      <ShareLink />
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={12}>
          <GrossCard {...pay} unit={payUnitOf(params)} />
        </Col>
        <Col xs={24} lg={12}>
          <NetCard {...pay} />
        </Col>
        <Col xs={24} lg={8}>
          <VatCard inputs={inputs} />
        </Col>
        <Col xs={24} lg={8}>
          <BillingCard inputs={inputs} />
        </Col>
        <Col xs={24} lg={8}>
          <TimeCard inputs={inputs} />
        </Col>
      </Row>
    </Space>
  );
};
