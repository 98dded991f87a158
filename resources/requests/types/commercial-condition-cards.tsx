// The conditions' own part of the drawer: the terms (grid, policy, derogation), then the
// client's signature — none for the agency's default, which no client signs: it says so instead.
// One component, as a definition has one `extra`.
import { Alert, Space } from "antd";
import { t } from "../../../src/i18n/index.ts";
import type { RequestRow } from "../definition.ts";
import { isAgencyDefault } from "./commercial-condition-scope.ts";
import { CommercialConditionSignature } from "./commercial-condition-signature.tsx";
import { CommercialConditionTerms } from "./commercial-condition-terms.tsx";

export const CommercialConditionCards = (props: { row: RequestRow; refetch: () => void }) => (
  <Space direction="vertical" size="large" style={{ width: "100%" }}>
    <CommercialConditionTerms {...props} />
    {isAgencyDefault(props.row) ? (
      <Alert type="info" showIcon message={t("resources.requests.conditions.agencyDefault")} />
    ) : (
      <CommercialConditionSignature {...props} />
    )}
  </Space>
);
