// « Ce que contiendra le document »: the reference, the département and the sections the PDF
// will draw, from the same pure builder (summarySections), so the consultant reads what the
// client will receive.
import { Card, Descriptions, Typography } from "antd";
import { summarySections } from "../../../supabase/functions/_shared/anonymous-pdf/summary.ts";
import type { AnonymousDocumentKind } from "../../../supabase/functions/_shared/anonymous-pdf/types.ts";
import type { AnonymousPreview } from "./calls.ts";
import { a } from "./text.ts";

export const AnonymousSummary = ({ preview, kind }: { preview: AnonymousPreview; kind: AnonymousDocumentKind }) => (
  <Card title={<h2 style={{ fontSize: 16, margin: 0 }}>{a("included")}</h2>} size="small">
    <Descriptions
      size="small"
      column={1}
      items={[
        { key: "reference", label: a("reference"), children: preview.reference },
        { key: "department", label: a("department"), children: preview.profile.department ?? "—" },
      ]}
    />
    {summarySections(preview.profile, kind).map((section) => (
      <section key={section.title}>
        <Typography.Title level={3} style={{ fontSize: 14, marginTop: 12 }}>
          {section.title}
        </Typography.Title>
        <ul style={{ margin: 0, paddingInlineStart: 20 }}>
          {section.lines.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </section>
    ))}
  </Card>
);
