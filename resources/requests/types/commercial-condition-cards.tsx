// The conditions' own part of the drawer: the terms (grid, policy, derogation), then the
// client's signature. One component, as a definition has one `extra`.
import { Space } from "antd";
import type { RequestRow } from "../definition.ts";
import { CommercialConditionSignature } from "./commercial-condition-signature.tsx";
import { CommercialConditionTerms } from "./commercial-condition-terms.tsx";

export const CommercialConditionCards = (props: { row: RequestRow; refetch: () => void }) => (
  <Space direction="vertical" size="large" style={{ width: "100%" }}>
    <CommercialConditionTerms {...props} />
    <CommercialConditionSignature {...props} />
  </Space>
);
