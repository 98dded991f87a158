// Qualifications and documents with their expiry: the qualifications (CACES, habilitations,
// cards, licences, diplomas — the super-search's criteria) apart from the other documents, each
// with its validity, red once expired and orange within the 30 days before (the documents tab's
// flags); the qualification checklist's count; links to both tabs.
import { List, Space, Tag, Typography } from "antd";
import { Link } from "react-router";
import { EnumTag } from "../../../src/components/table/columns.tsx";
import { enumLabel } from "../../../src/lib/enums/labels.ts";
import { DOCUMENT_STATUS_STYLE } from "../../../src/domain/talents/constants.ts";
import { qualificationChecklist } from "../qualification.utils.ts";
import type { TalentRow } from "../types.ts";
import { expiryColor, expiryText, p, splitDocuments } from "./profile.utils.ts";
import type { ProfileDocument } from "./reads.ts";
import { ProfileSection, type SectionState } from "./section.tsx";

const DocumentList = ({ title, rows, today }: { title: string; rows: ProfileDocument[]; today: string }) =>
  rows.length ? (
    <List<ProfileDocument>
      size="small"
      header={<Typography.Text strong>{title}</Typography.Text>}
      dataSource={rows}
      renderItem={(doc) => {
        const { flag, text } = expiryText(doc.expiry_date, today);
        return (
          <List.Item style={{ flexWrap: "wrap", gap: 4 }}>
            <span>
              {enumLabel("document_type", doc.type)}
              {doc.name ? <Typography.Text type="secondary"> · {doc.name}</Typography.Text> : null}
            </span>
            <Space size={4} wrap>
              {flag ? <Tag color={expiryColor(flag)}>{text}</Tag> : <Typography.Text>{text}</Typography.Text>}
              {flag ? null : <EnumTag value={doc.status} style={DOCUMENT_STATUS_STYLE} />}
            </Space>
          </List.Item>
        );
      }}
    />
  ) : null;

export const DocumentsCard = ({
  talent,
  documents,
  today,
  ...state
}: SectionState & { talent: TalentRow; documents: ProfileDocument[]; today: string }) => {
  const { qualifications, others } = splitDocuments(documents);
  const checklist = qualificationChecklist(
    talent,
    documents.map((d) => d.type),
  );
  return (
    <ProfileSection
      title={p("documents.title")}
      more={{ to: `/talents/${talent.id}/documents`, label: p("documents.toDocuments") }}
      {...state}
    >
      <Space direction="vertical" size="small" style={{ width: "100%" }}>
        <Link to={`/talents/${talent.id}/qualification`}>
          {p("documents.checklist", {
            done: checklist.filter((item) => item.done).length,
            total: checklist.length,
          })}
        </Link>
        {documents.length ? (
          <>
            <DocumentList title={p("documents.qualifications")} rows={qualifications} today={today} />
            <DocumentList title={p("documents.others")} rows={others} today={today} />
          </>
        ) : (
          <Typography.Text type="secondary">{p("documents.empty")}</Typography.Text>
        )}
      </Space>
    </ProfileSection>
  );
};
